import AES from "crypto-js/aes";
import Utf8 from "crypto-js/enc-utf8";
import ECB from "crypto-js/mode-ecb";
import Pkcs7 from "crypto-js/pad-pkcs7";
import { describe, expect, it } from "vitest";
import { aesDecryptBase64, aesEncryptBase64, randomSecretKey } from "./captcha-crypto";

// Exactly what the browser widget does with the secretKey from /captcha/get.
const browserEncrypt = (text: string, key: string) =>
  AES.encrypt(Utf8.parse(text), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
const browserDecrypt = (cipherText: string, key: string) =>
  AES.decrypt(cipherText, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);

describe("captcha AES", () => {
  const key = randomSecretKey();

  it("issues 16-character alphanumeric keys", () => {
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomSecretKey()).not.toBe(key);
  });

  it("reads what crypto-js encrypts, Chinese text included", () => {
    const json = JSON.stringify([{ x: 12, y: 30 }, { x: 99.5, y: 70 }, "球赛"]);
    expect(aesDecryptBase64(browserEncrypt(json, key), key)).toBe(json);
  });

  it("writes what crypto-js decrypts, byte for byte the same ciphertext", () => {
    const text = 'abc---{"x":120,"y":5}';
    expect(browserDecrypt(aesEncryptBase64(text, key), key)).toBe(text);
    expect(aesEncryptBase64(text, key)).toBe(browserEncrypt(text, key));
  });

  it("accepts a form-encoded ciphertext whose '+' became a space", () => {
    let cipherText = "";
    for (let i = 0; !cipherText.includes("+"); i++) cipherText = browserEncrypt(`{"x":${i}}`, key);
    expect(aesDecryptBase64(cipherText.replaceAll("+", " "), key)).toMatch(/^\{"x":\d+\}$/);
  });

  it.each([
    ["not base64", "%%%not base64%%%"],
    ["wrong block length", Buffer.from("short").toString("base64")],
    ["empty", ""],
    ["plain JSON", '{"x":1,"y":5}'],
  ])("returns null for %s instead of throwing", (_, input) => {
    expect(aesDecryptBase64(input, key)).toBeNull();
  });

  it("returns null (or garbage, never the plaintext) for the wrong key", () => {
    const cipherText = browserEncrypt('{"x":1,"y":5}', key);
    expect(aesDecryptBase64(cipherText, randomSecretKey())).not.toBe('{"x":1,"y":5}');
  });
});
