import { z } from "zod";
import { isValidIdCard } from "@/lib/id-card";

const REAL_NAME = /^[\u4e00-\u9fa5]+(·[\u4e00-\u9fa5]+)*$/;

export const realNameBody = z.object({
  realName: z
    .string()
    .trim()
    .min(2, "姓名为2-20个汉字")
    .max(20, "姓名为2-20个汉字")
    .regex(REAL_NAME, "姓名为2-20个汉字，少数民族姓名可用·分隔"),
  idCard: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isValidIdCard, "请输入正确的18位身份证号码"),
});
export type RealNameInput = z.infer<typeof realNameBody>;

export const realNameData = z.object({
  status: z.number().int().describe("0 not verified, 1 verified"),
  realName: z.string().describe("masked"),
  idCard: z.string().describe("masked"),
  verifiedAt: z.string().nullable(),
});
