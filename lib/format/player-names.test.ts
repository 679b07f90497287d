import { describe, expect, it } from "vitest";
import { shortPlayerName, shortPlayerNames } from "./player-names";

describe("player short names", () => {
  it("keep the family name after the last ·, or a name without one whole", () => {
    expect(shortPlayerName("哈里·凯恩")).toBe("凯恩");
    expect(shortPlayerName("卡尔-安东尼·唐斯")).toBe("唐斯");
    expect(shortPlayerName("武磊")).toBe("武磊");
    expect(shortPlayerName("渡边大辉")).toBe("渡边大辉");
  });

  it("spell out players of one side who share a family name", () => {
    expect(shortPlayerNames(["劳塔罗·马丁内斯", "利昂内尔·梅西", "利桑德罗·马丁内斯", "武磊"])).toEqual([
      "劳塔罗·马丁内斯",
      "梅西",
      "利桑德罗·马丁内斯",
      "武磊",
    ]);
  });
});
