import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const COST = 16_384;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost, r: 8, p: 1, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$salt$hash` (base64url parts), so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, COST);
  return `scrypt$${COST}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/** Constant-time comparison; a malformed or empty stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split("$");
  const expected = Buffer.from(hash ?? "", "base64url");
  const n = Number(cost);
  const powerOfTwo = Number.isInteger(n) && n >= 2 && n <= 1 << 20 && (n & (n - 1)) === 0;
  if (scheme !== "scrypt" || !powerOfTwo || expected.length !== KEY_LENGTH) {
    return false;
  }
  const actual = await derive(password, Buffer.from(salt ?? "", "base64url"), n);
  return timingSafeEqual(actual, expected);
}

const DECOY = hashPassword("decoy-password");

/** Spends the same time as a real check, so an unknown number answers as slowly as a known one. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  await verifyPassword(password, await DECOY);
  return false;
}
