import { createHmac, timingSafeEqual } from "node:crypto";

/** The fields in key order, `k=v` joined by `&`, the signature itself left out (Alipay/WeChat style). */
function canonical(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== "sign" && fields[k] !== "")
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("&");
}

export function signFields(secret: string, fields: Record<string, string>): string {
  return createHmac("sha256", secret).update(canonical(fields)).digest("hex");
}

/** Constant-time check of `sign` against the other fields. */
export function hasValidSignature(secret: string, fields: Record<string, string>): boolean {
  const given = Buffer.from(fields.sign ?? "", "utf8");
  const expected = Buffer.from(signFields(secret, fields), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
