import type { APIRequestContext } from "@playwright/test";

export const API_URL = process.env.E2E_API_URL ?? "http://127.0.0.1:3101";

/** The development-only endpoints the tests read instead of a phone or a pair of eyes. */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`${API_URL}/dev/sms/outbox`, { params: { mobile } });
    const body = await res.json();
    const content: string | undefined = body.data?.[0]?.content;
    const code = content?.match(/(\d{6})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS for ${mobile}`);
}

export async function captchaAnswer(request: APIRequestContext, token: string) {
  const res = await request.get(`${API_URL}/dev/captcha/answer`, { params: { token } });
  const body = await res.json();
  return body.data as
    | { captchaType: "blockPuzzle"; x: number }
    | { captchaType: "clickWord"; points: { x: number; y: number }[] };
}

let counter = 0;
/** A fresh mainland number per test run, so tests never share accounts. */
export function freshMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}`.padStart(6, "0") + String(counter).padStart(2, "0");
  return `159${tail}`.slice(0, 11);
}
