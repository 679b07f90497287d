import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from "node:crypto";

// Same bytes as crypto-js `AES.encrypt(Utf8.parse(text), Utf8.parse(key), { mode: ECB, padding: Pkcs7 })`.
export function aesEncryptBase64(plain: string, key: string): string {
  const cipher = createCipheriv(aesAlgorithm(key), Buffer.from(key, "utf8"), null);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}

/** Returns null instead of throwing on bad base64, wrong length, wrong key or bad padding. */
export function aesDecryptBase64(encoded: string, key: string): string | null {
  const bytes = strictBase64(encoded);
  if (!bytes || bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv(aesAlgorithm(key), Buffer.from(key, "utf8"), null);
    return Buffer.concat([decipher.update(bytes), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 16 ASCII characters, so its UTF-8 bytes are exactly an AES-128 key (as AJ's randomAlphanumeric(16)). */
export function randomSecretKey(): string {
  let key = "";
  for (let i = 0; i < 16; i++) key += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return key;
}

export function randomToken(): string {
  return randomBytes(16).toString("hex");
}

/** Uniform in [0, 1) from the OS generator: answers must not be predictable. */
export function secureRandom(): number {
  return randomInt(2 ** 47) / 2 ** 47;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function aesAlgorithm(key: string): string {
  const bits = Buffer.byteLength(key, "utf8") * 8;
  if (bits !== 128 && bits !== 192 && bits !== 256) throw new Error("AES key must be 16, 24 or 32 bytes");
  return `aes-${bits}-ecb`;
}

// Buffer.from(..., "base64") silently skips junk; reject it so garbage never reaches the cipher.
// A form-encoded "+" arrives as a space, so spaces are read back as "+".
function strictBase64(text: string): Buffer | null {
  const compact = text.replace(/ /g, "+").replace(/[\r\n]/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) return null;
  return Buffer.from(compact, "base64");
}
