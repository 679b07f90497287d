import { SmsType, type SmsTypeCode } from "@/lib/codes/sms-types";
import type { CaptchaFlavour } from "./challenge";

/** What a passed captcha may unlock. */
export type CaptchaPurpose = "sms" | "recoverySms" | "register";

/**
 * Which flavours unlock which purpose. The second slider tells the browser its own answer
 * (SPEC §3 coox), so a script passes it for free: it unlocks only the recovery SMS, which
 * goes to the owner's phone and lets nobody in by itself.
 */
export const PURPOSE_FLAVOURS: Record<CaptchaPurpose, readonly CaptchaFlavour[]> = {
  sms: ["clickWord"],
  recoverySms: ["sliding", "clickWord"],
  register: ["blockPuzzle"],
};

export const smsPurpose = (type: SmsTypeCode): CaptchaPurpose =>
  type === SmsType.RetrievePassword ? "recoverySms" : "sms";
