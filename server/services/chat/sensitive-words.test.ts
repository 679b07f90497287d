import { describe, expect, it } from "vitest";
import { hasSensitive, maskSensitive } from "./sensitive-words";

describe("maskSensitive", () => {
  it("replaces listed words with *** and keeps the rest", () => {
    expect(maskSensitive("你个傻逼，快去加微信")).toBe("你个***，快去***");
  });

  it("matches latin words whatever their case", () => {
    expect(maskSensitive("FUCK this, Shit")).toBe("*** this, ***");
  });

  it("leaves clean text and emoji codes alone", () => {
    expect(maskSensitive("好球！[微笑][鼓掌]")).toBe("好球！[微笑][鼓掌]");
  });
});

describe("hasSensitive", () => {
  it("tells whether the mask would change the text, call after call", () => {
    expect(hasSensitive("加微信")).toBe(true);
    expect(hasSensitive("加微信")).toBe(true);
    expect(hasSensitive("Shit happens")).toBe(true);
    expect(hasSensitive("C罗")).toBe(false);
  });
});
