import { describe, expect, it } from "vitest";
import { browserPointJson, createTestCaptcha } from "./captcha-test-kit";
import type { CaptchaService } from "./captcha-service";

async function attempt(service: CaptchaService, clientUid: string, correct: boolean) {
  const challenge = await service.get({ captchaType: "blockPuzzle", clientUid });
  if (!challenge.repData) throw new Error(`get refused: ${challenge.repCode}`);
  const { token, secretKey } = challenge.repData;
  const answer = await service.peekAnswer(token);
  const x = answer?.captchaType === "blockPuzzle" ? answer.x + (correct ? 0 : 50) : 0;
  return service.check({
    captchaType: "blockPuzzle",
    token,
    pointJson: browserPointJson({ x, y: 5 }, secretKey),
  });
}

describe("captcha rate limits", () => {
  it("answers 6201 after 20 gets a minute from one clientUid, and recovers next minute", async () => {
    const { service, advance } = createTestCaptcha();
    for (let i = 0; i < 20; i++)
      expect((await service.get({ captchaType: "clickWord", clientUid: "c" })).repCode).toBe("0000");
    const limited = await service.get({ captchaType: "blockPuzzle", clientUid: "c" });
    expect(limited).toMatchObject({
      repCode: "6201",
      repMsg: "get接口请求次数超限，请稍后再试!",
      repData: null,
    });
    expect((await service.get({ captchaType: "blockPuzzle", clientUid: "someone-else" })).repCode).toBe(
      "0000",
    );
    advance(60_000);
    expect((await service.get({ captchaType: "blockPuzzle", clientUid: "c" })).repCode).toBe("0000");
  });

  it("also limits one ip that rotates clientUids, at ipFactor times the limit", async () => {
    const { service } = createTestCaptcha({ limits: { getPerMinute: 2, ipFactor: 3 } });
    const codes = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (await service.get({ captchaType: "blockPuzzle", clientUid: `u${i}` }, { ip: "1.2.3.4" })).repCode,
      );
    expect(codes).toEqual(["0000", "0000", "0000", "0000", "0000", "0000", "6201"]);
  });

  it("locks a clientUid out with 6202 after 5 failed checks, for 5 minutes", async () => {
    const { service, advance } = createTestCaptcha();
    for (let i = 0; i < 5; i++) expect((await attempt(service, "bot", false)).repCode).toBe("6111");
    expect(await service.get({ captchaType: "blockPuzzle", clientUid: "bot" })).toMatchObject({
      repCode: "6202",
      repMsg: "接口验证失败数过多，请稍后再试",
    });
    expect((await attempt(service, "human", true)).repCode).toBe("0000");
    advance(299_000);
    expect((await service.get({ captchaType: "blockPuzzle", clientUid: "bot" })).repCode).toBe("6202");
    advance(1_000);
    expect((await attempt(service, "bot", true)).repCode).toBe("0000");
  });

  it("refuses a token fetched before the lock once the client is locked", async () => {
    const { service } = createTestCaptcha({ limits: { failuresBeforeLock: 1 } });
    const stockpiled = (await service.get({ captchaType: "blockPuzzle", clientUid: "bot" })).repData!;
    expect((await attempt(service, "bot", false)).repCode).toBe("6111");
    const pointJson = browserPointJson({ x: 100, y: 5 }, stockpiled.secretKey);
    expect(
      (await service.check({ captchaType: "blockPuzzle", token: stockpiled.token, pointJson })).repCode,
    ).toBe("6202");
  });

  it("answers 6204 past the check limit and 6205 past the verify limit", async () => {
    const { service } = createTestCaptcha({ limits: { checkPerMinute: 2, verifyPerMinute: 1 } });
    const first = await attempt(service, "c", true);
    const second = await attempt(service, "c", true);
    expect(await attempt(service, "c", true)).toMatchObject({
      repCode: "6204",
      repMsg: "check接口请求次数超限，请稍后再试!",
    });
    expect((await service.verify(first.repData!.captchaVerification, "register")).repCode).toBe("0000");
    expect(await service.verify(second.repData!.captchaVerification, "register")).toMatchObject({
      repCode: "6205",
      repMsg: "verify请求次数超限!",
    });
  });
});
