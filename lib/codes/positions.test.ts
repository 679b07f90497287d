import { describe, expect, it } from "vitest";
import { basketballPositionLabel, footballPositionGroup, footballPositionLabel } from "./positions";

describe("football positions", () => {
  it.each([
    ["F", "前锋"],
    ["M", "中场"],
    ["D", "后卫"],
    ["G", "门将"],
    ["LW", "左边锋"],
    ["RW", "右边锋"],
    ["ST", "中锋"],
    ["AM", "前腰"],
    ["ML", "左前卫"],
    ["MC", "中前卫"],
    ["MR", "右前卫"],
    ["DM", "后腰"],
    ["DL", "左后卫"],
    ["DC", "中后卫"],
    ["DR", "右后卫"],
    ["GK", "门将"],
  ])("labels SPEC code %s as %s", (code, label) => {
    expect(footballPositionLabel(code)).toBe(label);
  });

  it("accepts lower case and keeps unknown codes as sent", () => {
    expect(footballPositionLabel("gk")).toBe("门将");
    expect(footballPositionLabel("SW")).toBe("SW");
    expect(footballPositionLabel(null)).toBe("");
  });
});

describe("basketball positions", () => {
  it.each([
    ["C", "中锋"],
    ["SF", "小前锋"],
    ["PF", "大前锋"],
    ["SG", "得分后卫"],
    ["PG", "控球后卫"],
    ["F", "前锋"],
    ["G", "后卫"],
  ])("labels SPEC code %s as %s", (code, label) => {
    expect(basketballPositionLabel(code)).toBe(label);
  });

  it("labels dual roles part by part", () => {
    expect(basketballPositionLabel("G-F")).toBe("后卫/前锋");
    expect(basketballPositionLabel("F-C")).toBe("前锋/中锋");
  });
});

describe("football position groups", () => {
  it("puts every SPEC position in its line of the squad", () => {
    expect(["GK", "G"].map(footballPositionGroup)).toEqual(["G", "G"]);
    expect(["D", "DL", "DC", "DR"].map(footballPositionGroup)).toEqual(["D", "D", "D", "D"]);
    expect(["M", "DM", "ML", "MC", "MR", "AM"].every((p) => footballPositionGroup(p) === "M")).toBe(true);
    expect(["F", "LW", "RW", "ST"].every((p) => footballPositionGroup(p) === "F")).toBe(true);
  });
});
