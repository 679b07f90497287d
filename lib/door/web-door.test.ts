import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createWebDoor } from "./web-door";

const env = { WEB_TRUSTED_PROXIES: "", MEDIA_PUBLIC_URL: "http://127.0.0.1:3002", SITE_STATS_SCRIPT: "" };
let server: Server | undefined;
afterEach(() => server?.close());

/** A web door in front of a stand-in for Next that answers the headers it was given. */
async function door(trusted = "") {
  const seen: IncomingMessage[] = [];
  const listener = createWebDoor({ ...env, WEB_TRUSTED_PROXIES: trusted }, (req, res) => {
    seen.push(req);
    res.end(JSON.stringify(req.headers));
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe("the web door", () => {
  it("replaces a client's X-Forwarded-For and -Proto with the socket's truth", async () => {
    const { url } = await door();
    const res = await fetch(`${url}/gateway/user/center/info`, {
      headers: {
        "x-forwarded-for": "6.6.6.6",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "evil.example",
      },
    });
    const headers = await res.json();
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(headers["x-forwarded-proto"]).toBe("http");
    expect(headers["x-forwarded-host"]).toBeUndefined();
  });

  it("believes a trusted proxy about the client and the scheme", async () => {
    const { url } = await door("127.0.0.1");
    const res = await fetch(`${url}/`, {
      headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9", "x-forwarded-proto": "https" },
    });
    const headers = await res.json();
    expect(headers["x-forwarded-for"]).toBe("203.0.113.9");
    expect(headers["x-forwarded-proto"]).toBe("https");
  });

  it("sends the security headers with every response", async () => {
    const { url } = await door();
    for (const path of ["/", "/_next/static/chunks/a.js", "/gateway/live/time", "/live/room/%ff"]) {
      const res = await fetch(`${url}${path}`);
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
    }
  });

  it("answers an undecodable path with 400 before Next sees it", async () => {
    const { url, seen } = await door();
    for (const path of ["/live/room/%ff", "/football/live/%E0%A4%A", "/news/%", "/personal/%c0%af"]) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toBe("请求地址无效");
    }
    const api = await fetch(`${url}/gateway/user/%ff`);
    expect(await api.json()).toEqual({ code: 400, message: "请求地址无效", data: null });
    expect(seen).toEqual([]);
  });
});
