import { describe, expect, it } from "vitest";
import { browserEncrypt, createTestCaptcha } from "./captcha-test-kit";

describe("captcha input it cannot use", () => {
  it("answers 0011 with a clear message for a missing or unknown captchaType", async () => {
    const { service } = createTestCaptcha();
    expect(await service.get({ clientUid: "a" })).toMatchObject({
      repCode: "0011",
      repMsg: "captchaType不能为空",
    });
    const unknown = await service.get({ captchaType: "rotatePuzzle", clientUid: "a" });
    expect(unknown).toMatchObject({ repCode: "0011", success: false, repData: null });
    expect(unknown.repMsg).toContain("blockPuzzle");
    const check = await service.check({ captchaType: "nope", token: "t", pointJson: "p" });
    expect(check.repCode).toBe("0011");
  });

  it("answers 0011 for an empty token or pointJson", async () => {
    const { service } = createTestCaptcha();
    expect(await service.check({ captchaType: "blockPuzzle", token: "", pointJson: "x" })).toMatchObject({
      repCode: "0011",
      repMsg: "token不能为空",
    });
    expect((await service.check({ captchaType: "blockPuzzle", token: "t" })).repCode).toBe("0011");
  });

  it("answers 6110 for a token it never issued", async () => {
    const { service } = createTestCaptcha();
    expect(
      (await service.check({ captchaType: "blockPuzzle", token: "nope", pointJson: "AAAA" })).repCode,
    ).toBe("6110");
  });

  it.each([
    ["bad base64", () => "%%% not base64 %%%"],
    ["ciphertext under another key", () => browserEncrypt('{"x":100,"y":5}', "0123456789abcdef")],
    ["plain JSON when a key was issued", () => '{"x":100,"y":5}'],
    ["encrypted non-JSON", (key: string) => browserEncrypt("x=100", key)],
    ["a JSON string", (key: string) => browserEncrypt('"100"', key)],
    ["x as text", (key: string) => browserEncrypt('{"x":"100","y":5}', key)],
    ["null", (key: string) => browserEncrypt("null", key)],
    ["an array", (key: string) => browserEncrypt("[1,2,3]", key)],
  ])("fails %s with 6111 and never throws", async (_, makePointJson) => {
    const { service } = createTestCaptcha();
    const { token, secretKey } = (await service.get({ captchaType: "blockPuzzle", clientUid: "m" })).repData!;
    const result = await service.check({
      captchaType: "blockPuzzle",
      token,
      pointJson: makePointJson(secretKey!),
    });
    expect(result).toMatchObject({ repCode: "6111", success: false });
  });

  it.each([
    ["objects without y", [{ x: 1 }, { x: 2 }, { x: 3 }]],
    ["numbers", [1, 2, 3]],
    ["an object", { x: 1, y: 2 }],
  ])("fails clickWord points given as %s with 6111", async (_, points) => {
    const { service } = createTestCaptcha();
    const { token, secretKey } = (await service.get({ captchaType: "clickWord", clientUid: "m" })).repData!;
    const pointJson = browserEncrypt(JSON.stringify(points), secretKey!);
    expect((await service.check({ captchaType: "clickWord", token, pointJson })).repCode).toBe("6111");
  });
});
