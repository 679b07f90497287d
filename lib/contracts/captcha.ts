import { z } from "zod";
import { intInput } from "./fields";

/** Blank or unknown values pass through so the captcha answers AJ's own repCode 0011. */
const field = (max: number) => z.string().max(max, `参数过长，最多${max}个字符`).optional();

export const captchaGetBody = z.object({
  captchaType: field(32).describe("blockPuzzle | clickWord"),
  clientUid: field(64),
  ts: intInput(z.number().min(0)).optional(),
});

export const captchaCheckBody = z.object({
  captchaType: field(32),
  pointJson: field(4096).describe("Base64(AES-128-ECB(JSON, secretKey))"),
  token: field(128),
});

export const slidingQuery = z.object({ clientUid: field(64) });
export const captchaAnswerQuery = z.object({ token: z.string().min(1, "缺少token").max(128, "token过长") });

/** AJ-Captcha's answer, carried as our envelope's data: repCode "0000" is success. */
export const captchaResponseData = z.object({
  repCode: z.string(),
  repMsg: z.string(),
  repData: z.unknown(),
  success: z.boolean(),
});
