import { describe, expect, it } from "vitest";
import { addressKey, normaliseIp, parseProxyEntry, resolveClientIp, trustList } from "./client-address";

const loopback = trustList(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

describe("normaliseIp", () => {
  it("reads IPv4-mapped IPv6 as IPv4 and drops a zone", () => {
    expect(normaliseIp("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(normaliseIp(" 2001:DB8::1 ")).toBe("2001:db8::1");
    expect(normaliseIp("fe80::1%eth0")).toBe("fe80::1");
  });

  it("refuses what is not an address", () => {
    for (const value of ["", "unknown", "1.2.3", "203.0.113.9:80", "<script>", undefined]) {
      expect(normaliseIp(value)).toBeNull();
    }
  });
});

describe("parseProxyEntry", () => {
  it("accepts addresses and CIDR blocks of the right width", () => {
    expect(parseProxyEntry("10.0.0.0/8")).toEqual({ address: "10.0.0.0", prefix: 8 });
    expect(parseProxyEntry("fd00::/8")).toEqual({ address: "fd00::", prefix: 8 });
    expect(parseProxyEntry("::1")).toEqual({ address: "::1", prefix: null });
  });

  it("refuses the rest", () => {
    for (const entry of ["10.0.0.0/33", "::/129", "10.0.0.0/8/1", "localhost", "10.0.0.0/x"]) {
      expect(parseProxyEntry(entry)).toBeNull();
    }
  });
});

describe("resolveClientIp", () => {
  it("takes the socket peer and ignores a forwarded header from anyone untrusted", () => {
    expect(resolveClientIp("203.0.113.9", "198.51.100.1", loopback)).toBe("203.0.113.9");
    expect(resolveClientIp("203.0.113.9", undefined, loopback)).toBe("203.0.113.9");
  });

  it("believes a trusted proxy, taking the right-most hop it did not write itself", () => {
    expect(resolveClientIp("127.0.0.1", "198.51.100.7", loopback)).toBe("198.51.100.7");
    // The client wrote 1.1.1.1 itself; the proxy appended the real peer.
    expect(resolveClientIp("::1", "1.1.1.1, 198.51.100.7", loopback)).toBe("198.51.100.7");
    expect(resolveClientIp("127.0.0.1", "1.1.1.1, 198.51.100.7, 127.0.0.1", loopback)).toBe("198.51.100.7");
    expect(resolveClientIp("::ffff:127.0.0.1", "::ffff:198.51.100.7", loopback)).toBe("198.51.100.7");
  });

  it("trusts CIDR blocks", () => {
    const trusted = trustList(["10.0.0.0/8", "fd00::/8"]);
    expect(resolveClientIp("10.1.2.3", "fd00::5, 10.9.9.9", trusted)).toBe("fd00::5");
    expect(resolveClientIp("10.1.2.3", "198.51.100.7, fd00::5, 10.9.9.9", trusted)).toBe("198.51.100.7");
  });

  it("stops at a hop that is not an address, keeping the proxy that passed it on", () => {
    expect(resolveClientIp("127.0.0.1", "nonsense", loopback)).toBe("127.0.0.1");
    expect(resolveClientIp("127.0.0.1", "198.51.100.7, nonsense", loopback)).toBe("127.0.0.1");
  });

  it("has no answer without a socket", () => {
    expect(resolveClientIp(null, "198.51.100.7", loopback)).toBeNull();
  });
});

describe("addressKey", () => {
  it("keeps IPv4 and groups IPv6 by its /64", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:0db8:0001:0002::")).toBe("2001:db8:1:2::/64");
  });
});
