import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

const directives = (csp: string) =>
  Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("the web's security headers", () => {
  const headers = securityHeaders({
    mediaUrl: "http://127.0.0.1:3002",
    statsScriptUrl: "https://stats.example.com/s.js?id=1",
    dev: false,
  });
  const csp = directives(headers["Content-Security-Policy"]);

  it("forbid framing, plugins, foreign bases and foreign form targets", () => {
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });

  it("allow scripts only from the site and the statistics origin, no eval, no inline handlers", () => {
    expect(csp["script-src"]).toEqual(["'self'", "'unsafe-inline'", "https://stats.example.com"]);
    expect(csp["script-src-attr"]).toEqual(["'none'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
  });

  it("let the player fetch and play the media origin", () => {
    expect(csp["connect-src"]).toEqual(
      expect.arrayContaining(["http://127.0.0.1:3002", "ws://127.0.0.1:3002"]),
    );
    expect(csp["media-src"]).toEqual(["'self'", "blob:", "http://127.0.0.1:3002"]);
  });

  it("name no statistics origin when there is no statistics script, and allow eval only in development", () => {
    const plain = directives(
      securityHeaders({ mediaUrl: "https://m.example.com", statsScriptUrl: "", dev: true })[
        "Content-Security-Policy"
      ],
    );
    expect(plain["script-src"]).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(plain["connect-src"]).toEqual(["'self'", "https://m.example.com", "wss://m.example.com"]);
  });
});
