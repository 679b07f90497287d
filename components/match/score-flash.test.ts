import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/lib/a11y/contrast";
import theme from "@/tailwind.config";
import { SCORE_FLASH } from "./score-flash";

const { brand, ink } = theme.theme.extend.colors;

describe("the score flash", () => {
  it("keeps every text colour of a score row at WCAG AA while it shows", () => {
    const flash = String(SCORE_FLASH[0].backgroundColor);
    for (const text of [brand.DEFAULT, ink.DEFAULT, ink.soft, ink.mute])
      expect(contrastRatio(text, flash), text).toBeGreaterThanOrEqual(4.5);
  });
});
