import { z } from "zod";
import { idInput } from "./fields";

export const expertInfoBody = z.object({ userId: idInput("用户编号不正确").optional() });

export const expertInfoData = z
  .object({
    userId: z.number().int(),
    nickName: z.string(),
    portrait: z.string(),
    title: z.string(),
    intro: z.string(),
    tags: z.array(z.string()),
  })
  .nullable();
export type ExpertProfile = NonNullable<z.infer<typeof expertInfoData>>;
