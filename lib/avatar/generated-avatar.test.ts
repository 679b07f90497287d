import { describe, expect, it } from "vitest";
import {
  avatarSeedOf,
  generatedAvatarSeed,
  generatedAvatarSvg,
  generatedAvatarUrl,
} from "./generated-avatar";

/** The picture without the ids that only name its own gradient or clip (they carry the seed). */
const look = (svg: string) => svg.replace(/id="[^"]*"|url\(#[^)]*\)/g, "");

describe("drawn avatars", () => {
  it("draws the same picture for the same seed, every time", () => {
    for (const seed of [1, 42, 123_456, 999_999_999])
      expect(generatedAvatarSvg(seed)).toBe(generatedAvatarSvg(seed));
  });

  it("gives at least 500 distinct looks over 1,000 seeds, each a small standalone SVG", () => {
    const looks = new Set<string>();
    for (let seed = 1; seed <= 1000; seed++) {
      const svg = generatedAvatarSvg(seed);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg.length).toBeLessThan(2048);
      expect(svg).not.toMatch(/<script|href=|NaN|undefined/);
      looks.add(look(svg));
    }
    expect(looks.size).toBeGreaterThanOrEqual(500);
  });

  it("maps seeds to URLs and back, refusing anything else", () => {
    expect(generatedAvatarSeed(generatedAvatarUrl(7301))).toBe(7301);
    for (const bad of [
      "/avatars/0.svg",
      "/avatars/01.svg",
      "/avatars/1.svg?x",
      "/avatars/1234567890.svg",
      "/images/avatars/1.svg",
    ])
      expect(generatedAvatarSeed(bad)).toBeNull();
  });

  it("gives a new account a seed of its own from its mobile, within range", () => {
    const seeds = new Set(
      Array.from({ length: 200 }, (_, i) => avatarSeedOf(`138${String(i).padStart(8, "0")}`)),
    );
    expect(seeds.size).toBe(200);
    for (const s of seeds) expect(generatedAvatarSeed(generatedAvatarUrl(s))).toBe(s);
  });
});
