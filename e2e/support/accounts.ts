import type { APIRequestContext, BrowserContext } from "@playwright/test";
import CryptoJS from "crypto-js";
import { API_URL, freshMobile, latestSmsCode } from "./api";

/** A signed-in account: the token the browser keeps in its HttpOnly `auth` cookie, and who it is. */
export type Account = { token: string; id: number; nickName: string; roomId: number | null };

let ipSeq = 0;
// A client address per sign-up, so the per-ip captcha and SMS limits never meet across tests. The
// api believes X-Forwarded-For only from a trusted proxy: these calls come from loopback, which is one.
const freshIp = () => `10.77.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

const utf8 = (s: string) => CryptoJS.enc.Utf8.parse(s);

async function apiJson(request: APIRequestContext, path: string, data: unknown, ip: string) {
  const res = await request.post(`${API_URL}${path}`, { data, headers: { "x-forwarded-for": ip } });
  return res.json();
}

/** The click-word captcha (what an SMS code needs) solved with the development answer, as the browser would send it. */
async function passCaptcha(request: APIRequestContext, ip: string): Promise<string> {
  const got = await apiJson(
    request,
    "/inform/captcha/get",
    { captchaType: "clickWord", clientUid: `e2e-${ip}`, ts: Date.now() },
    ip,
  );
  const { token, secretKey } = got.data.repData;
  const answer = await request.get(`${API_URL}/dev/captcha/answer`, { params: { token } });
  const { points } = (await answer.json()).data;
  const pointJson = CryptoJS.AES.encrypt(utf8(JSON.stringify(points)), utf8(secretKey), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  const checked = await apiJson(
    request,
    "/inform/captcha/check",
    { captchaType: "clickWord", pointJson, token },
    ip,
  );
  return checked.data.repData.captchaVerification;
}

async function whoIs(request: APIRequestContext, token: string): Promise<Account> {
  const res = await request.get(`${API_URL}/user/center/info`, { headers: { accessToken: token } });
  const { id, nickName, roomId } = (await res.json()).data;
  return { token, id, nickName, roomId: roomId ?? null };
}

/** A brand-new fan: signing in by SMS code creates the account. */
export async function newFan(request: APIRequestContext): Promise<Account> {
  const ip = freshIp();
  const mobile = freshMobile();
  const captchaVerification = await passCaptcha(request, ip);
  await request.post(`${API_URL}/inform/send/sms`, {
    form: { captchaVerification, mobile, type: 1 },
    headers: { "x-forwarded-for": ip },
  });
  const verifyCode = await latestSmsCode(request, mobile);
  const login = await apiJson(
    request,
    "/user/login",
    { mobile, channelId: 3, platform: 1, mode: 1, auto: 1, verifyCode, loginType: 1 },
    ip,
  );
  if (login.code !== 200) throw new Error(`sign-up of ${mobile} failed: ${login.message}`);
  return whoIs(request, login.data.token);
}

/** A seeded demo account, by password (encrypted with a dynamic key as the login form does). */
export async function demoAccount(request: APIRequestContext, mobile: string, password = "qiutan123") {
  const ip = freshIp();
  const keyRes = await request.get(`${API_URL}/user/key/getDynamicKey`, {
    headers: { "x-forwarded-for": ip },
  });
  const { key, iv } = (await keyRes.json()).data;
  const encrypted = CryptoJS.AES.encrypt(utf8(password), utf8(key), {
    iv: utf8(iv),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  const login = await apiJson(
    request,
    "/user/login",
    { mobile, channelId: 3, platform: 1, mode: 0, auto: 1, password: encrypted, key, iv, loginType: 1 },
    ip,
  );
  if (login.code !== 200) throw new Error(`sign-in of ${mobile} failed: ${login.message}`);
  return whoIs(request, login.data.token);
}

/** The browser context carries the account's cookies, as the gateway sets them on a sign-in through the modal. */
export async function signInContext(context: BrowserContext, account: Account, baseURL: string) {
  await context.addCookies([
    { name: "auth", value: account.token, url: baseURL, sameSite: "Lax", httpOnly: true },
    { name: "signed_in", value: "1", url: baseURL, sameSite: "Lax" },
  ]);
}
