import { describe, expect, it } from "vitest";

import { maskIdCard, sanitizeIdCardInput } from "./id-card-input";

import { isValidIdCard } from "@/lib/id-card";

describe("id card input", () => {
  it("keeps digits and an upper-case X, at most 18, so a typed x still validates", () => {
    const typed = sanitizeIdCardInput("110105 19491231 002x99");
    expect(typed).toBe("11010519491231002X");
    expect(isValidIdCard(typed)).toBe(true);
  });

  it("masks all but the first 3 and last 4 characters", () => {
    expect(maskIdCard("11010519491231002X")).toBe("110***********002X");
  });
});
