// Shared by the auth and sms api tests: the browser's encryption and the steps a user goes through.
import CryptoJS from "crypto-js";
import { expect } from "vitest";
import type { TestApi } from "../support/test-api";

let sequence = 0;

/** A fresh mainland number per call, so tests in one file never share an account. */
export function newMobile(prefix = "138"): string {
  sequence += 1;
  return `${prefix}${String(sequence).padStart(8, "0")}`;
}

/** A fresh client address per call, so the per-ip limits of one test do not leak into the next. */
export function newIp(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

/** Requests from this socket address (the api believes no client-written forwarded header). */
export const fromIp = (ip: string) => ({ ip });

/** Exactly what the login modal does: AES-CBC-PKCS7 with the key and iv as UTF-8, Base64 out. */
export function browserEncrypt(password: string, key: string, iv: string): string {
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(password), CryptoJS.enc.Utf8.parse(key), {
    iv: CryptoJS.enc.Utf8.parse(iv),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

export async function dynamicKey(api: TestApi, ip = newIp()): Promise<{ key: string; iv: string }> {
  const res = await api.get("/user/key/getDynamicKey", {}, fromIp(ip));
  expect(res.body.code).toBe(200);
  return res.body.data;
}

/** Fetches a key and encrypts every password with it, as the browser does before a submit. */
export async function encryptPasswords(api: TestApi, ...passwords: string[]) {
  const { key, iv } = await dynamicKey(api);
  return { key, iv, values: passwords.map((p) => browserEncrypt(p, key, iv)) };
}

export type CaptchaFlavour = "clickWord" | "blockPuzzle" | "sliding";

const aesEcb = (text: string, secretKey: string) =>
  CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(text), CryptoJS.enc.Utf8.parse(secretKey), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();

/** A challenge of the flavour and its answer: the dev endpoint's for AJ's two, coox for the second slider. */
async function challengeWithAnswer(api: TestApi, flavour: CaptchaFlavour, ip: string) {
  const clientUid = `uid-${newIp()}`;
  if (flavour === "sliding") {
    const got = await api.get("/user/verification/sliding-verification", { clientUid }, fromIp(ip));
    const { token, coox } = got.body.data.repData;
    return { captchaType: "blockPuzzle", token, pointJson: JSON.stringify({ x: coox, y: 5 }) };
  }
  const got = await api.postJson(
    "/inform/captcha/get",
    { captchaType: flavour, clientUid, ts: api.clock.now },
    fromIp(ip),
  );
  const { token, secretKey } = got.body.data.repData;
  // The answer helper answers loopback peers only (the tests ask it as a developer on this machine would).
  const answer = (await api.get("/dev/captcha/answer", { token })).body.data;
  const point = flavour === "blockPuzzle" ? { x: answer.x, y: 5 } : answer.points;
  return { captchaType: flavour, token, pointJson: aesEcb(JSON.stringify(point), secretKey) };
}

/**
 * Passes a captcha the way the browser tests do and returns its captchaVerification: click-word
 * (every SMS but recovery), block puzzle (registration) or the second slider (recovery SMS).
 */
export async function passCaptcha(
  api: TestApi,
  flavour: CaptchaFlavour = "clickWord",
  ip = newIp(),
): Promise<string> {
  const answer = await challengeWithAnswer(api, flavour, ip);
  const checked = await api.postJson("/inform/captcha/check", answer, fromIp(ip));
  expect(checked.body.data.repCode).toBe("0000");
  return checked.body.data.repData.captchaVerification;
}

/** The captcha the site shows before an SMS of this type. */
export const smsFlavour = (type: number): CaptchaFlavour => (type === 3 ? "sliding" : "clickWord");

export async function latestCode(api: TestApi, mobile: string): Promise<string> {
  const outbox = await api.get("/dev/sms/outbox", { mobile });
  const match = /验证码为(\d{6})/.exec(outbox.body.data[0]?.content ?? "");
  if (!match) throw new Error(`no code was sent to ${mobile}`);
  return match[1];
}

export function requestCode(
  api: TestApi,
  mobile: string,
  type: number,
  captchaVerification: string,
  ip = newIp(),
) {
  return api.postForm("/inform/send/sms", { captchaVerification, mobile, type }, fromIp(ip));
}

/** Captcha, SMS and the code from the outbox. */
export async function sendCode(api: TestApi, mobile: string, type: number): Promise<string> {
  const res = await requestCode(api, mobile, type, await passCaptcha(api, smsFlavour(type)));
  expect(res.body).toMatchObject({ code: 200, message: "已发送" });
  return latestCode(api, mobile);
}

export async function loginByCode(api: TestApi, mobile: string, auto = 1): Promise<string> {
  const verifyCode = await sendCode(api, mobile, 1);
  const res = await api.postJson(
    "/user/login",
    { mobile, channelId: 3, platform: 1, mode: 1, auto, verifyCode, loginType: 1 },
    fromIp(newIp()),
  );
  expect(res.body.code).toBe(200);
  return res.body.data.token;
}

export async function loginByPassword(api: TestApi, mobile: string, password: string, ip = newIp()) {
  const { key, iv, values } = await encryptPasswords(api, password);
  return api.postJson(
    "/user/login",
    { mobile, channelId: 3, platform: 1, mode: 0, auto: 1, password: values[0], key, iv, loginType: 1 },
    fromIp(ip),
  );
}

export async function registerUser(api: TestApi, mobile: string, password: string, nickName?: string) {
  const verifyCode = await sendCode(api, mobile, 2);
  const { key, iv, values } = await encryptPasswords(api, password);
  const captchaVerification = await passCaptcha(api, "blockPuzzle");
  return api.postForm(
    "/user/register",
    {
      mobile,
      verifyCode,
      password: values[0],
      key,
      iv,
      captchaVerification,
      ...(nickName ? { nickName } : {}),
    },
    fromIp(newIp()),
  );
}

/** A signed-in user with a password, and their token. */
export async function userWithPassword(api: TestApi, password = "abc123") {
  const mobile = newMobile();
  const res = await registerUser(api, mobile, password);
  expect(res.body.code).toBe(200);
  return { mobile, password, token: res.body.data.token as string };
}
