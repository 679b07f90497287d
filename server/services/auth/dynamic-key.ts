import { createDecipheriv, randomInt } from "node:crypto";
import type { KvStore } from "../../kv/kv-store";
import { dynamicKeyInvalid, passwordUnreadable } from "./auth-errors";

export const DYNAMIC_KEY_LENGTH = 16;
const DYNAMIC_KEY_TTL_MS = 5 * 60_000;
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

const kvKey = (key: string) => `auth:dynamic-key:${key}`;

function randomText(length: number): string {
  let text = "";
  for (let i = 0; i < length; i++) text += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return text;
}

/** A fresh key/iv pair (16 ASCII characters each, so UTF-8 gives AES-128 sizes), valid once for 5 minutes. */
export async function issueDynamicKey(kv: KvStore): Promise<{ key: string; iv: string }> {
  const pair = { key: randomText(DYNAMIC_KEY_LENGTH), iv: randomText(DYNAMIC_KEY_LENGTH) };
  await kv.set(kvKey(pair.key), pair.iv, DYNAMIC_KEY_TTL_MS);
  return pair;
}

/**
 * Consumes the pair, whatever happens next, and decrypts every ciphertext with it
 * (updatePassword sends two). Unknown, reused or mismatched pairs fail the same way.
 */
export async function decryptWithDynamicKey(
  kv: KvStore,
  pair: { key: string; iv: string },
  ciphertexts: string[],
): Promise<string[]> {
  const storedIv = await kv.take(kvKey(pair.key));
  if (storedIv === null || storedIv !== pair.iv) throw dynamicKeyInvalid();
  return ciphertexts.map((ciphertext) => {
    const plain = aesCbcDecrypt(ciphertext, pair.key, pair.iv);
    if (plain === null) throw passwordUnreadable();
    return plain;
  });
}

/** The inverse of crypto-js `AES.encrypt(text, Utf8(key), { iv: Utf8(iv), CBC, Pkcs7 }).toString()`. */
export function aesCbcDecrypt(ciphertext: string, key: string, iv: string): string | null {
  // A form-encoded "+" that was not escaped arrives as a space.
  const compact = ciphertext.replace(/ /g, "+");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 !== 0) return null;
  const bytes = Buffer.from(compact, "base64");
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv("aes-128-cbc", Buffer.from(key, "utf8"), Buffer.from(iv, "utf8"));
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()]);
    const text = plain.toString("utf8");
    return Buffer.from(text, "utf8").equals(plain) ? text : null;
  } catch {
    return null;
  }
}
