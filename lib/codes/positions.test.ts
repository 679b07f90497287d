import { describe, expect, it } from "vitest";
import { basketballPositionLabel, footballPositionLabel } from "./positions";

describe("football positions", () => {
  it("labels every SPEC code", () => {
    const codes = ["F", "M", "D", "G", "LW", "RW", "ST", "AM", "ML", "MC", "MR", "DM", "DL", "DC", "DR", "GK"];
    expect(codes.map(footballPositionLabel)).toEqual([
      "前锋", "中场", "后卫", "门将", "左边锋", "右边锋", "中锋", "前腰",
      "左前卫", "中前卫", "右前卫", "后腰", "左后卫", "中后卫", "右后卫", "门将",
    ]);
  });

  it("accepts lower case and keeps unknown codes as sent", () => {
    expect(footballPositionLabel("gk")).toBe("门将");
    expect(footballPositionLabel("SW")).toBe("SW");
    expect(footballPositionLabel(null)).toBe("");
  });
});

describe("basketball positions", () => {
  it("labels every SPEC code", () => {
    expect(["C", "SF", "PF", "SG", "PG", "F", "G"].map(basketballPositionLabel)).toEqual([
      "中锋", "小前锋", "大前锋", "得分后卫", "控球后卫", "前锋", "后卫",
    ]);
  });

  it("labels dual roles part by part", () => {
    expect(basketballPositionLabel("G-F")).toBe("后卫/前锋");
    expect(basketballPositionLabel("F-C")).toBe("前锋/中锋");
  });
});
