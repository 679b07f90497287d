import { BlockList, isIP } from "node:net";

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** A bare address: no zone (`fe80::1%eth0`), IPv4-mapped IPv6 as plain IPv4; null when not an address. */
export function normaliseIp(raw: string | undefined | null): string | null {
  const text = raw?.trim().replace(/%.*$/, "") ?? "";
  const address = MAPPED_V4.exec(text)?.[1] ?? text;
  return isIP(address) ? address.toLowerCase() : null;
}

/** A `TRUSTED_PROXIES` entry: an address or a CIDR block; null when it is neither. */
export function parseProxyEntry(entry: string): { address: string; prefix: number | null } | null {
  const [raw, bits, extra] = entry.trim().split("/");
  const address = normaliseIp(raw);
  if (!address || extra !== undefined) return null;
  if (bits === undefined) return { address, prefix: null };
  const max = isIP(address) === 4 ? 32 : 128;
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
  return prefix <= max ? { address, prefix } : null;
}

export type TrustCheck = (address: string) => boolean;

/** Entries were validated by the env module; an invalid one here is skipped. */
export function trustList(entries: readonly string[]): TrustCheck {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) continue;
    const family = isIP(parsed.address) === 4 ? "ipv4" : "ipv6";
    if (parsed.prefix === null) list.addAddress(parsed.address, family);
    else list.addSubnet(parsed.address, parsed.prefix, family);
  }
  return (address) => list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * Who sent the request: the socket's peer, unless that peer is a trusted proxy; then the
 * right-most `X-Forwarded-For` hop that is not itself trusted. Anything left of that hop was
 * written by the client and is ignored. A hop that is not an address ends the walk at the
 * proxy that passed it on.
 */
export function resolveClientIp(
  peer: string | null,
  forwardedFor: string | undefined,
  trusted: TrustCheck,
): string | null {
  if (!peer || !trusted(peer) || !forwardedFor) return peer;
  let client = peer;
  const hops = forwardedFor.split(",").reverse();
  for (const hop of hops) {
    const address = normaliseIp(hop);
    if (!address) return client;
    client = address;
    if (!trusted(address)) return address;
  }
  return client;
}

/**
 * The key a per-address limit counts under: an IPv4 address, or an IPv6 address's /64, since
 * one subscriber usually holds a whole /64 and could otherwise rotate through millions.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail] = address.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) fills two groups.
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array(8 - width(left) - width(right)).fill("0");
  const full = [...left, ...zeros, ...right];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
