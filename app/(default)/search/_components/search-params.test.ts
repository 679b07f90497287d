import { describe, expect, it } from "vitest";
import { parseSearchParams, searchHref } from "./search-params";

describe("parseSearchParams", () => {
  it("reads the word from `word` or from `keyword`, `word` first", () => {
    expect(parseSearchParams({ word: "梅西" }).word).toBe("梅西");
    expect(parseSearchParams({ keyword: " 曼联 " }).word).toBe("曼联");
    expect(parseSearchParams({ word: "詹姆斯", keyword: "曼联" }).word).toBe("詹姆斯");
    expect(parseSearchParams({ word: "  ", keyword: "皇马" }).word).toBe("皇马");
    expect(parseSearchParams({}).word).toBe("");
  });

  it("keeps the word short and clean, and the tab and page in range", () => {
    expect(parseSearchParams({ keyword: `${"x".repeat(50)}` }).word).toHaveLength(40);
    expect(parseSearchParams({ word: "a  b", tab: "rooms", page: "0" })).toEqual({
      word: "a b",
      tab: "rooms",
      page: 1,
    });
    expect(parseSearchParams({ word: "a", tab: "nope", page: "3" })).toEqual({
      word: "a",
      tab: "all",
      page: 3,
    });
  });

  it("writes the URL the page reads back", () => {
    expect(
      parseSearchParams(Object.fromEntries(new URLSearchParams(searchHref({ word: "梅西" }).split("?")[1]))),
    ).toEqual({
      word: "梅西",
      tab: "all",
      page: 1,
    });
  });
});
