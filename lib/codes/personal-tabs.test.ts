import { describe, expect, it } from "vitest";
import { PersonalTab, personalHref, personalTabOf } from "./personal-tabs";

describe("personal page tabs", () => {
  it("sends anchors to their space and everyone else to the profile", () => {
    expect(personalTabOf(1)).toBe(PersonalTab.Anchor);
    expect(personalTabOf(0)).toBe(PersonalTab.User);
    expect(personalHref({ id: 42, isAnchor: 1 })).toBe("/personal/42?headerNavIndex=2");
    expect(personalHref({ id: 7, isAnchor: 0 })).toBe("/personal/7?headerNavIndex=0");
    expect(personalHref({ id: 42, isAnchor: 1 }, PersonalTab.User)).toBe("/personal/42?headerNavIndex=0");
  });
});
