import { z } from "zod";
import { isCalendarDate } from "@/lib/beijing-time";
import { validateNickname } from "@/lib/validation";
import { idInput, intInput, pageOf, pageQuery, plainText } from "./fields";

export const nickNameInput = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const message = validateNickname(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });

export const nickNameQuery = z.object({ nickName: nickNameInput });
export const nickNameCheckQuery = z.object({ nickName: z.string().max(64, "昵称过长") });
export const nickNameCheckData = z.object({ available: z.boolean() });

export const portraitQuery = z.object({
  portraitUrl: z.string().trim().min(1, "请选择头像").max(200, "头像地址过长"),
});

export const updateInfoBody = z.object({
  signature: plainText(60).optional(),
  gender: intInput(z.number().min(0, "性别只能是0、1、2").max(2, "性别只能是0、1、2")).optional(),
  birthday: z
    .string()
    .trim()
    .refine((v) => v === "" || isCalendarDate(v), "生日格式应为YYYY-MM-DD")
    .optional(),
  city: plainText(40).optional(),
});
export type UpdateInfoInput = z.infer<typeof updateInfoBody>;

export const centerInfoData = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  isAnchor: z.number().int(),
  isExpert: z.number().int(),
  mobile: z.string().describe("masked, e.g. 138****8000"),
  signature: z.string(),
  gender: z.number().int().describe("0 unknown, 1 male, 2 female"),
  birthday: z.string(),
  city: z.string(),
  hasPassword: z.boolean(),
  realNameVerified: z.boolean(),
  fans: z.number().int(),
  follows: z.number().int(),
  roomId: z.number().int().nullable(),
});
export type CenterInfo = z.infer<typeof centerInfoData>;

export const userIdQuery = z.object({ id: idInput("用户编号不正确") });

export const personalSpaceData = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  isAnchor: z.number().int(),
  isExpert: z.number().int(),
  signature: z.string(),
  fans: z.number().int(),
  follows: z.number().int(),
  isFollowed: z.boolean().describe("whether the signed-in viewer follows this user"),
  roomId: z.number().int().nullable(),
  roomTitle: z.string().nullable(),
  liveStatus: z.number().int().nullable(),
});
export type PersonalSpace = z.infer<typeof personalSpaceData>;

export const userCard = z.object({
  id: z.number().int(),
  nickName: z.string(),
  portrait: z.string(),
  level: z.number().int().nullable(),
  isAnchor: z.number().int(),
  isExpert: z.number().int(),
  signature: z.string(),
  fans: z.number().int(),
  roomId: z.number().int().nullable(),
  liveStatus: z.number().int().nullable(),
});
export type UserCard = z.infer<typeof userCard>;

export const attentionQuery = pageQuery.extend({
  userId: idInput("用户编号不正确"),
  type: intInput(z.number().min(1, "类型只能是1或2").max(2, "类型只能是1或2"), 1),
});
export const userPage = pageOf(userCard);

export const userSearchQuery = pageQuery.extend({ word: plainText(40).default("") });

export const hotUsersQuery = z.object({
  size: intInput(z.number().min(1).max(50, "最多50条"), 20),
  type: intInput(z.number().min(1, "类型只能是1或2").max(2, "类型只能是1或2"), 1),
});
export const recommendQuery = z.object({ size: intInput(z.number().min(1).max(50, "最多50条"), 10) });
