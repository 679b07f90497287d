import { randomInt } from "node:crypto";

/** A random integer in [min, max]. */
export type RandomInt = (min: number, max: number) => number;
const cryptoInt: RandomInt = (min, max) => randomInt(min, max + 1);

/**
 * Splits `total` diamonds into `count` shares of at least 1 each ("double the average": a share
 * is at most twice what is left per remaining share), so no share can starve the rest.
 */
export function splitPacket(total: number, count: number, random: RandomInt = cryptoInt): number[] {
  if (!Number.isInteger(total) || !Number.isInteger(count) || count < 1 || total < count) {
    throw new Error(`cannot split ${total} into ${count} shares of at least 1`);
  }
  const shares: number[] = [];
  let left = total;
  for (let remaining = count; remaining > 1; remaining--) {
    const max = Math.min(Math.floor((2 * left) / remaining), left - (remaining - 1));
    const share = random(1, max);
    shares.push(share);
    left -= share;
  }
  shares.push(left);
  return shares;
}
