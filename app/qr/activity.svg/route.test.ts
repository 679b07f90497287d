import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
// The web's configuration is read once, on import: set the address for it, then put it back.
vi.stubEnv("SITE_URL", "https://qiutan.example");
const { GET } = await import("./route");
vi.unstubAllEnvs();
const { qrSvgFile } = await import("@/components/about/qr/qr-code-svg");

describe("/qr/activity.svg", () => {
  it("is the floating helper's code of the site's home page, as an SVG image", async () => {
    const res = GET();
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const body = await res.text();
    expect(body).toBe(qrSvgFile("https://qiutan.example/"));
    expect(body).not.toBe(qrSvgFile("http://localhost:3000/"));
  });
});
