import { BlockList, isIP } from "node:net";

export type TrustedProxies = { has(address: string): boolean };

const plain = (address: string) =>
  address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** WEB_TRUSTED_PROXIES: comma-separated addresses or CIDR ranges (`10.0.0.0/8, ::1`); empty trusts nobody. */
export function parseTrustedProxies(spec: string): TrustedProxies {
  const list = new BlockList();
  for (const entry of spec
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split("/");
    const family = isIP(address);
    if (!family) throw new Error(`WEB_TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return {
    has(address) {
      const a = plain(address);
      const family = isIP(a);
      return family !== 0 && list.check(a, family === 4 ? "ipv4" : "ipv6");
    },
  };
}

type Forwarding = { peer: string | undefined; forwardedFor?: string; forwardedProto?: string; tls: boolean };

/**
 * Who is really asking, and over what. The socket peer, unless it is a trusted proxy: then the
 * nearest X-Forwarded-For hop that is not one of ours. A client's own header never counts.
 */
export function clientOf(
  { peer, forwardedFor, forwardedProto, tls }: Forwarding,
  trusted: TrustedProxies,
): { address: string; secure: boolean } {
  const fromSocket = { address: plain(peer ?? "") || "0.0.0.0", secure: tls };
  if (!peer || !trusted.has(peer)) return fromSocket;
  let address = fromSocket.address;
  const hops = (forwardedFor ?? "").split(",").map((h) => h.trim());
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isIP(plain(hops[i]))) break;
    address = plain(hops[i]);
    if (!trusted.has(address)) break;
  }
  const proto = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return { address, secure: tls || proto === "https" };
}
