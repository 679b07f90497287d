import { describe, expect, it } from "vitest";
import { clientOf, parseTrustedProxies } from "./client-address";

const nobody = parseTrustedProxies("");
const proxies = parseTrustedProxies("10.0.0.0/8, 192.168.1.5, ::1");

describe("the client address", () => {
  it("is the socket peer when no proxy is trusted, whatever the headers say", () => {
    const asked = { peer: "203.0.113.9", forwardedFor: "127.0.0.1", forwardedProto: "https", tls: false };
    expect(clientOf(asked, nobody)).toEqual({ address: "203.0.113.9", secure: false });
    expect(clientOf({ ...asked, peer: "::ffff:203.0.113.9" }, nobody).address).toBe("203.0.113.9");
  });

  it("is the socket peer when the peer is not a trusted proxy", () => {
    const asked = { peer: "198.51.100.7", forwardedFor: "1.2.3.4", forwardedProto: "https", tls: false };
    expect(clientOf(asked, proxies)).toEqual({ address: "198.51.100.7", secure: false });
  });

  it("is the nearest untrusted hop behind trusted proxies, and https when they say so", () => {
    const asked = {
      peer: "::ffff:10.1.2.3",
      forwardedFor: "6.6.6.6, 203.0.113.9, 192.168.1.5",
      forwardedProto: "https",
      tls: false,
    };
    expect(clientOf(asked, proxies)).toEqual({ address: "203.0.113.9", secure: true });
  });

  it("falls back to the proxy itself when it forwards nothing usable", () => {
    expect(clientOf({ peer: "10.0.0.1", tls: false }, proxies).address).toBe("10.0.0.1");
    expect(clientOf({ peer: "10.0.0.1", forwardedFor: "junk", tls: false }, proxies).address).toBe(
      "10.0.0.1",
    );
  });

  it("counts a TLS socket as secure", () => {
    expect(clientOf({ peer: "203.0.113.9", tls: true }, nobody).secure).toBe(true);
  });

  it("refuses a malformed trusted-proxy setting", () => {
    expect(() => parseTrustedProxies("10.0.0.0/8, proxy.local")).toThrow(/proxy\.local/);
  });
});
