import { describe, expect, it } from "vitest";
import { parseId, parseIdList } from "./parse-id";

describe("parseId", () => {
  it("reads digits from 1 to the largest database integer", () => {
    expect(parseId("42")).toBe(42);
    expect(parseId(" 7 ")).toBe(7);
    expect(parseId(["9", "8"])).toBe(9);
    expect(parseId("2147483647")).toBe(2_147_483_647);
  });

  it("refuses anything that cannot be an id", () => {
    for (const bad of ["0", "-1", "1e3", "0x10", "12a", "", "2147483648", "99999999999", "1.5"])
      expect(parseId(bad)).toBeNull();
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});

describe("parseIdList", () => {
  it("gives every order and repetition of a choice the same list", () => {
    expect(parseIdList("36,8,36", 5)).toEqual([8, 36]);
    expect(parseIdList(["8", "36"], 5)).toEqual([8, 36]);
    expect(parseIdList("36,x,,0,8", 5)).toEqual([8, 36]);
  });

  it("refuses more ids than the page allows", () => {
    expect(parseIdList("1,2,3", 2)).toBeNull();
    expect(parseIdList("", 2)).toEqual([]);
  });
});
