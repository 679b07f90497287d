// Only the crypto-js pieces we use: importing all of crypto-js adds ~21 KB gzip to first load.
import AES from "crypto-js/aes";
import Base64 from "crypto-js/enc-base64";
import Utf8 from "crypto-js/enc-utf8";
import ECB from "crypto-js/mode-ecb";
import Pkcs7 from "crypto-js/pad-pkcs7";
import type { lib } from "crypto-js";

/** Base64(AES-ECB-PKCS7(text)) with a UTF-8 key: the AJ-Captcha encoding of pointJson. */
export function aesEcbEncrypt(plain: string, key: string): string {
  return AES.encrypt(Utf8.parse(plain), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).ciphertext.toString(
    Base64,
  );
}

/** The inverse of aesEcbEncrypt; "" when the key or the text is wrong. */
export function aesEcbDecrypt(encoded: string, key: string): string {
  try {
    const params = { ciphertext: Base64.parse(encoded) } as lib.CipherParams;
    return AES.decrypt(params, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
  } catch {
    return "";
  }
}

/** A password for the api: AES-CBC-PKCS7 (crypto-js's default mode) with the single-use dynamic key and iv. */
export function encryptPassword(password: string, key: string, iv: string): string {
  return AES.encrypt(password, Utf8.parse(key), { iv: Utf8.parse(iv), padding: Pkcs7 }).toString();
}

/** pointJson of a captcha answer: encrypted when the server gave a secretKey, plain JSON otherwise. */
export function encodeCaptchaPoints(points: unknown, secretKey?: string): string {
  const json = JSON.stringify(points);
  return secretKey ? aesEcbEncrypt(json, secretKey) : json;
}

/** As AJ-Captcha's client: token + "---" + the answer's JSON, encrypted with the secretKey when there is one. */
export function captchaVerificationOf(token: string, points: unknown, secretKey?: string): string {
  const plain = `${token}---${JSON.stringify(points)}`;
  return secretKey ? aesEcbEncrypt(plain, secretKey) : plain;
}
