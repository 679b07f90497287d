import { describe, expect, it } from "vitest";
import type { CaptchaPurpose } from "./captcha-purposes";
import type { CaptchaService } from "./captcha-service";
import { browserPointJson, createTestCaptcha } from "./captcha-test-kit";
import type { CaptchaFlavour } from "./challenge";

/** A passed captcha of the flavour, solved with the server's own answer. */
async function verificationOf(service: CaptchaService, flavour: CaptchaFlavour): Promise<string> {
  const challenge =
    flavour === "sliding"
      ? await service.getSliding({ clientUid: "s" })
      : await service.get({ captchaType: flavour, clientUid: "c" });
  const { token } = challenge.repData!;
  const secretKey = "secretKey" in challenge.repData! ? challenge.repData.secretKey : undefined;
  const answer = (await service.peekAnswer(token))!;
  const point = answer.captchaType === "blockPuzzle" ? { x: answer.x, y: 5 } : answer.points;
  const captchaType = answer.captchaType;
  const checked = await service.check({ captchaType, token, pointJson: browserPointJson(point, secretKey) });
  return checked.repData!.captchaVerification;
}

const cases: [CaptchaFlavour, CaptchaPurpose, boolean][] = [
  ["clickWord", "sms", true],
  ["clickWord", "recoverySms", true],
  ["clickWord", "register", false],
  ["blockPuzzle", "register", true],
  ["blockPuzzle", "sms", false],
  ["blockPuzzle", "recoverySms", false],
  ["sliding", "recoverySms", true],
  ["sliding", "sms", false],
  ["sliding", "register", false],
];

describe("a captchaVerification unlocks only what its flavour is for", () => {
  it.each(cases)("%s for %s: %s", async (flavour, purpose, unlocks) => {
    const { service } = createTestCaptcha();
    const verification = await verificationOf(service, flavour);
    const verdict = await service.verify(verification, purpose);
    expect(verdict.success).toBe(unlocks);
    if (!unlocks) expect(verdict.repMsg).toBe("此项安全验证不能用于当前操作，请重新验证");
  });

  it("uses up a verification offered for the wrong purpose", async () => {
    const { service } = createTestCaptcha();
    const verification = await verificationOf(service, "blockPuzzle");
    expect((await service.verify(verification, "sms")).success).toBe(false);
    expect((await service.verify(verification, "register")).repCode).toBe("6110");
  });
});
