import { createCipheriv, createDecipheriv } from "node:crypto";
import { describe, expect, it } from "vitest";

import {
  aesEcbDecrypt,
  aesEcbEncrypt,
  captchaVerificationOf,
  encodeCaptchaPoints,
  encryptPassword,
} from "./crypto";

const SECRET = "aBcDeFgHiJkLmNoP";

// The api decrypts with node:crypto (server/services/captcha/captcha-crypto.ts), so compare against it.
const nodeEcbDecrypt = (encoded: string, key: string) => {
  const decipher = createDecipheriv("aes-128-ecb", Buffer.from(key, "utf8"), null);
  return Buffer.concat([decipher.update(Buffer.from(encoded, "base64")), decipher.final()]).toString("utf8");
};

describe("captcha pointJson", () => {
  it("round-trips through AES-ECB and is what the api decrypts", () => {
    const points = [
      { x: 52, y: 40 },
      { x: 150, y: 98 },
      { x: 270, y: 31 },
    ];
    const pointJson = encodeCaptchaPoints(points, SECRET);
    expect(pointJson).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(aesEcbDecrypt(pointJson, SECRET)).toBe(JSON.stringify(points));
    expect(nodeEcbDecrypt(pointJson, SECRET)).toBe(JSON.stringify(points));
  });

  it("matches node's AES-128-ECB byte for byte, Chinese text included", () => {
    const cipher = createCipheriv("aes-128-ecb", Buffer.from(SECRET, "utf8"), null);
    const expected = Buffer.concat([cipher.update("请依次点击", "utf8"), cipher.final()]).toString("base64");
    expect(aesEcbEncrypt("请依次点击", SECRET)).toBe(expected);
  });

  it("stays plain JSON when the server sends no secretKey", () => {
    expect(encodeCaptchaPoints({ x: 120.5, y: 5 })).toBe('{"x":120.5,"y":5}');
  });

  it("builds captchaVerification as token---pointJSON, encrypted with the secretKey", () => {
    const point = { x: 101, y: 5 };
    const verification = captchaVerificationOf("tok123", point, SECRET);
    expect(aesEcbDecrypt(verification, SECRET)).toBe('tok123---{"x":101,"y":5}');
    expect(captchaVerificationOf("tok123", point)).toBe('tok123---{"x":101,"y":5}');
  });

  it("gives an empty string for a wrong key instead of throwing", () => {
    expect(aesEcbDecrypt(aesEcbEncrypt("hello", SECRET), "0000000000000000")).toBe("");
  });
});

describe("encryptPassword", () => {
  it("is AES-CBC-PKCS7 with the dynamic key and iv, as base64", () => {
    const key = "k".repeat(16);
    const iv = "0123456789abcdef";
    const encrypted = encryptPassword("secret123", key, iv);
    const decipher = createDecipheriv("aes-128-cbc", Buffer.from(key), Buffer.from(iv));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(encrypted, "base64")),
      decipher.final(),
    ]).toString();
    expect(plain).toBe("secret123");
  });
});
