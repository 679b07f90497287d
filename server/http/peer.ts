import type { Context } from "hono";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The TCP peer of this request (never a header); undefined when the app runs without a socket. */
export function peerAddress(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}
