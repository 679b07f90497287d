import CryptoJS from "crypto-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/test-api";
import { fromIp, newIp } from "./auth-helpers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const encrypt = (text: string, key: string) =>
  CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(text), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();

async function challenge(base: string, captchaType: string) {
  const res = await api.postJson(
    `${base}/get`,
    { captchaType, clientUid: `uid-${newIp()}`, ts: api.clock.now },
    fromIp(newIp()),
  );
  expect(res.body.code).toBe(200);
  return res.body.data;
}

describe.each(["/inform/captcha", "/captcha"])("%s/get and /check", (base) => {
  it("hands out a blockPuzzle in AJ-Captcha's shape and accepts the right drag once", async () => {
    const data = await challenge(base, "blockPuzzle");
    expect(data).toMatchObject({
      repCode: "0000",
      repData: {
        originalImageBase64: expect.any(String),
        jigsawImageBase64: expect.any(String),
        token: expect.any(String),
        secretKey: expect.stringMatching(/^.{16}$/),
      },
    });
    const { token, secretKey } = data.repData;
    const answer = await api.get("/dev/captcha/answer", { token });
    expect(answer.body.data).toMatchObject({ captchaType: "blockPuzzle", x: expect.any(Number) });
    const pointJson = encrypt(JSON.stringify({ x: answer.body.data.x, y: 5 }), secretKey);
    const check = await api.postForm(`${base}/check`, { captchaType: "blockPuzzle", pointJson, token });
    expect(check.body.data).toMatchObject({
      repCode: "0000",
      repData: { result: true, captchaVerification: expect.any(String) },
    });
    const again = await api.postForm(`${base}/check`, { captchaType: "blockPuzzle", pointJson, token });
    expect(again.body.data).toMatchObject({ repCode: "6110" });
  });

  it("answers a wrong drag with 6111 and a clickWord with its words", async () => {
    const { repData } = await challenge(base, "blockPuzzle");
    const answer = await api.get("/dev/captcha/answer", { token: repData.token });
    const pointJson = encrypt(JSON.stringify({ x: answer.body.data.x + 60, y: 5 }), repData.secretKey);
    const check = await api.postJson(
      `${base}/check`,
      { captchaType: "blockPuzzle", pointJson, token: repData.token },
      fromIp(newIp()),
    );
    expect(check.body).toMatchObject({ code: 200, data: { repCode: "6111", repMsg: "验证失败" } });

    const words = await challenge(base, "clickWord");
    expect(words.repData.wordList).toHaveLength(3);
  });

  it("answers blank parameters with AJ's 0011 inside a 200 envelope", async () => {
    const res = await api.postJson(`${base}/get`, {}, fromIp(newIp()));
    expect(res.body).toMatchObject({ code: 200, data: { repCode: "0011", repMsg: "captchaType不能为空" } });
    const check = await api.postJson(`${base}/check`, { captchaType: "blockPuzzle" }, fromIp(newIp()));
    expect(check.body.data.repCode).toBe("0011");
  });
});

describe("GET /user/verification/sliding-verification", () => {
  it("returns the second slider's images and target", async () => {
    const res = await api.get("/user/verification/sliding-verification", { clientUid: "slider" });
    expect(res.body.data).toMatchObject({
      repCode: "0000",
      repData: {
        tari: expect.stringMatching(/^data:image\/png;base64,/),
        slii: expect.stringMatching(/^data:image\/png;base64,/),
        coox: expect.any(Number),
        cooy: expect.any(Number),
      },
    });
  });
});

describe("GET /dev/captcha/answer", () => {
  it("answers an unknown token with 404", async () => {
    expect((await api.get("/dev/captcha/answer", { token: "nope" })).body).toEqual({
      code: 404,
      message: "验证码不存在或已过期",
      data: null,
    });
  });
});
