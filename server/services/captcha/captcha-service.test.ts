import { loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { aesDecryptBase64 } from "./captcha-crypto";
import { browserEncrypt, browserPointJson, createTestCaptcha, pngSize } from "./captcha-test-kit";

async function solvableBlockPuzzle(clientUid = "slider-1") {
  const kit = createTestCaptcha();
  const challenge = await kit.service.get({ captchaType: "blockPuzzle", clientUid, ts: Date.now() });
  const { token, secretKey } = challenge.repData!;
  const answer = await kit.service.peekAnswer(token);
  if (answer?.captchaType !== "blockPuzzle") throw new Error("expected a block puzzle answer");
  const check = (x: number) =>
    kit.service.check({
      captchaType: "blockPuzzle",
      token,
      pointJson: browserPointJson({ x, y: 5 }, secretKey),
    });
  return { ...kit, challenge, token, secretKey: secretKey!, x: answer.x, check };
}

describe("blockPuzzle get", () => {
  it("returns a 310x155 picture, a 47x155 piece strip, a token and a 16-char key", async () => {
    const { challenge } = await solvableBlockPuzzle();
    expect(challenge).toMatchObject({ repCode: "0000", repMsg: "成功", success: true });
    const data = challenge.repData!;
    expect(data.originalImageBase64).not.toMatch(/^data:/);
    const original = Buffer.from(data.originalImageBase64, "base64");
    const jigsaw = Buffer.from(data.jigsawImageBase64!, "base64");
    expect(pngSize(original)).toEqual({ width: 310, height: 155 });
    expect(pngSize(jigsaw)).toEqual({ width: 47, height: 155 });
    expect((await loadImage(original)).width).toBe(310);
    expect(data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(data.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(data.wordList).toBeUndefined();
  });

  it("hides the piece's x somewhere the strip fits", async () => {
    const { x } = await solvableBlockPuzzle();
    expect(x).toBeGreaterThanOrEqual(80);
    expect(x).toBeLessThanOrEqual(260);
  });
});

describe("blockPuzzle check and verify", () => {
  it("passes an answer within the tolerance, encrypted as the browser does", async () => {
    const { check, x, token, secretKey, service } = await solvableBlockPuzzle();
    const result = await check(x + 4.6);
    expect(result).toMatchObject({ repCode: "0000", success: true });
    // The browser can compute the same verification string itself, as with AJ-Captcha.
    const expected = browserEncrypt(`${token}---${JSON.stringify({ x: x + 4.6, y: 5 })}`, secretKey);
    expect(result.repData!.captchaVerification).toBe(expected);
    expect(aesDecryptBase64(expected, secretKey)).toContain(token);
    expect((await service.verify(expected, "register")).success).toBe(true);
  });

  it("fails with 6111 outside the tolerance", async () => {
    const { check, x } = await solvableBlockPuzzle();
    expect(await check(x + 6)).toMatchObject({ repCode: "6111", repMsg: "验证失败", success: false });
  });

  it("uses a token once: a second check gets 6110, even with the right answer", async () => {
    const { check, x } = await solvableBlockPuzzle();
    expect((await check(x)).repCode).toBe("0000");
    expect((await check(x)).repCode).toBe("6110");
  });

  it("burns the token on a wrong answer too", async () => {
    const { check, x } = await solvableBlockPuzzle();
    expect((await check(x + 40)).repCode).toBe("6111");
    expect(await check(x)).toMatchObject({ repCode: "6110", repMsg: "验证码已失效，请重新获取" });
  });

  it("expires a challenge after 120 s", async () => {
    const { check, x, advance } = await solvableBlockPuzzle();
    advance(120_001);
    expect((await check(x)).repCode).toBe("6110");
  });

  it("lets only one of two simultaneous checks of a token through", async () => {
    const { check, x } = await solvableBlockPuzzle();
    const codes = (await Promise.all([check(x), check(x)])).map((r) => r.repCode).sort();
    expect(codes).toEqual(["0000", "6110"]);
  });

  it("accepts a captchaVerification once, and not after 180 s", async () => {
    const first = await solvableBlockPuzzle();
    const verification = (await first.check(first.x)).repData!.captchaVerification;
    expect((await first.service.verify(verification, "register")).success).toBe(true);
    expect(await first.service.verify(verification, "register")).toMatchObject({
      repCode: "6110",
      success: false,
    });

    const second = await solvableBlockPuzzle();
    const late = (await second.check(second.x)).repData!.captchaVerification;
    second.advance(180_001);
    expect((await second.service.verify(late, "register")).repCode).toBe("6110");
    expect((await second.service.verify("made-up", "register")).repCode).toBe("6110");
    expect((await second.service.verify("", "register")).repCode).toBe("0011");
  });
});
