import { z } from "zod";
import { isNoticeBox, NOTICE_PAGE_SIZE, NoticeBox } from "@/lib/codes/notice-kinds";
import { idInput, intInput, pageOf } from "./fields";

const boxInput = intInput(z.number()).refine(isNoticeBox, "box 只能是1（系统通知）或2（互动消息）");

export const noticeListQuery = z.object({
  box: boxInput.default(NoticeBox.Information).describe("1 系统通知, 2 互动消息"),
  page: intInput(z.number().min(1, "页码从1开始").max(10_000, "页码过大"), 1),
  pageSize: intInput(z.number().min(1, "每页至少1条").max(100, "每页最多100条"), NOTICE_PAGE_SIZE),
});

export const noticeItem = z.object({
  id: z.number().int(),
  kind: z.string().describe("lib/codes/notice-kinds.ts"),
  title: z.string(),
  content: z.string(),
  link: z.string().describe("a site path, or empty"),
  read: z.boolean(),
  time: z.string(),
  actor: z.object({ id: z.number().int(), nickName: z.string(), portrait: z.string() }).nullable(),
});
export type NoticeItem = z.infer<typeof noticeItem>;
export const noticePage = pageOf(noticeItem);
export type NoticePage = z.infer<typeof noticePage>;

export const unreadCountsData = z.object({
  information: z.number().int(),
  message: z.number().int(),
  total: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsData>;

/** Either one notice (`id`) or a whole box (`box`). */
export const markReadBody = z
  .object({
    id: idInput("通知编号不正确").optional(),
    box: boxInput.optional(),
  })
  .refine((b) => b.id !== undefined || b.box !== undefined, {
    message: "请指定通知编号 id 或通知类别 box",
    path: ["id"],
  });
export type MarkReadInput = z.infer<typeof markReadBody>;
