import { describe, expect, it } from "vitest";

import { clamp, toDataUrl, toReferencePoint, toSliderPoint } from "./captcha-geometry";

describe("toReferencePoint", () => {
  it("scales a click on a larger image down to 310x155", () => {
    expect(toReferencePoint({ x: 310, y: 155 }, { width: 620, height: 310 })).toEqual({ x: 155, y: 78 });
  });

  it("scales a click on a smaller image up and rounds", () => {
    expect(toReferencePoint({ x: 100, y: 50 }, { width: 248, height: 124 })).toEqual({ x: 125, y: 63 });
  });

  it("keeps coordinates on an image shown at the reference size", () => {
    expect(toReferencePoint({ x: 42, y: 17 }, { width: 310, height: 155 })).toEqual({ x: 42, y: 17 });
  });

  it("treats an unmeasured (0 x 0) image as reference size", () => {
    expect(toReferencePoint({ x: 42, y: 17 }, { width: 0, height: 0 })).toEqual({ x: 42, y: 17 });
  });
});

describe("toSliderPoint", () => {
  it("scales the dragged distance to a 310-px-wide image with y fixed at 5", () => {
    expect(toSliderPoint(100, 620)).toEqual({ x: 50, y: 5 });
    expect(toSliderPoint(100, 310)).toEqual({ x: 100, y: 5 });
    expect(toSliderPoint(31, 155)).toEqual({ x: 62, y: 5 });
  });
});

describe("helpers", () => {
  it("clamps into the range", () => {
    expect(clamp(-5, 0, 270)).toBe(0);
    expect(clamp(300, 0, 270)).toBe(270);
    expect(clamp(12, 0, 270)).toBe(12);
  });

  it("turns bare base64 into a PNG data URL and leaves data URLs alone", () => {
    expect(toDataUrl("iVBOR")).toBe("data:image/png;base64,iVBOR");
    expect(toDataUrl("data:image/png;base64,iVBOR")).toBe("data:image/png;base64,iVBOR");
  });
});
