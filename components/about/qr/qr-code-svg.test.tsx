import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { QrCodeSvg, qrModules, qrSvgFile } = await import("./qr-code-svg");

// Reference rows from an independent encoder (python-qrcode 7.4, byte mode, level M), decoded with zbarimg.
const APP_URL_FINDER_ROWS = ["1111111", "1000001", "1011101", "1011101", "1011101", "1000001", "1111111"];

/** The matrix an SVG path of unit rectangles draws. */
function drawn(markup: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of markup.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(run); i++) grid[Number(y)]![Number(x) + i] = true;
  return grid;
}

describe("QrCodeSvg", () => {
  it("draws exactly the modules of the code, with a named image role", () => {
    const value = "https://qiutan.example/app";
    const matrix = qrModules(value);
    expect(matrix).toHaveLength(25);
    expect(matrix.slice(0, 7).map((row) => row.slice(0, 7).map(Number).join(""))).toEqual(
      APP_URL_FINDER_ROWS,
    );
    const markup = renderToStaticMarkup(<QrCodeSvg value={value} label="二维码" />);
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="二维码"');
    expect(drawn(markup, matrix.length)).toEqual(matrix);
  });

  it("draws the same modules as a standalone SVG file", () => {
    const value = "https://qiutan.example/";
    const file = qrSvgFile(value);
    expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(drawn(file, qrModules(value).length)).toEqual(qrModules(value));
  });

  it("grows with the text and holds Chinese", () => {
    expect(qrModules("a".repeat(14))).toHaveLength(21);
    expect(qrModules("a".repeat(15))).toHaveLength(25);
    expect(qrModules("球探直播")).toHaveLength(21);
  });
});
