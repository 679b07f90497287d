// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  addSearchWord,
  parseSearchHistory,
  readSearchHistory,
  SEARCH_HISTORY_KEY,
  searchHref,
  splitHotSearch,
  writeSearchHistory,
} from "./search-history";

describe("search history", () => {
  beforeEach(() => localStorage.clear());

  it("puts the newest word first", () => {
    expect(addSearchWord(["梅西", "湖人"], "英超")).toEqual(["英超", "梅西", "湖人"]);
  });

  it("moves a repeated word to the front instead of storing it twice", () => {
    expect(addSearchWord(["梅西", "湖人", "英超"], "英超")).toEqual(["英超", "梅西", "湖人"]);
  });

  it("keeps at most six words, dropping the oldest", () => {
    const full = ["6", "5", "4", "3", "2", "1"];
    expect(addSearchWord(full, "7")).toEqual(["7", "6", "5", "4", "3", "2"]);
  });

  it("trims words and ignores blank ones", () => {
    expect(addSearchWord(["梅西"], "  湖人 ")).toEqual(["湖人", "梅西"]);
    expect(addSearchWord(["梅西"], "   ")).toEqual(["梅西"]);
  });

  it("survives whatever local storage holds", () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory("not json")).toEqual([]);
    expect(parseSearchHistory('{"a":1}')).toEqual([]);
    expect(parseSearchHistory('["a", 3, "", "a", "b"]')).toEqual(["a", "b"]);
  });

  it("round-trips through the searchHistory key and clears it", () => {
    writeSearchHistory(["湖人", "梅西"]);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? "null")).toEqual(["湖人", "梅西"]);
    expect(readSearchHistory()).toEqual(["湖人", "梅西"]);
    writeSearchHistory([]);
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });
});

describe("hot searches", () => {
  const hot = (...words: string[]) => words.map((word) => ({ word }));

  it("shows the first five and keeps the rest for 更多", () => {
    expect(splitHotSearch(hot("1", "2", "3", "4", "5", "6", "7"))).toEqual({
      head: ["1", "2", "3", "4", "5"],
      rest: ["6", "7"],
    });
  });

  it("has no remainder with five or fewer words", () => {
    expect(splitHotSearch(hot("1", "2", "3"))).toEqual({ head: ["1", "2", "3"], rest: [] });
    expect(splitHotSearch(null)).toEqual({ head: [], rest: [] });
  });

  it("skips empty and repeated words before splitting", () => {
    expect(splitHotSearch([...hot("1", "", "1", "2", "3", "4"), { word: null }, ...hot("5", "6")])).toEqual({
      head: ["1", "2", "3", "4", "5"],
      rest: ["6"],
    });
  });
});

it("builds the search page address with the word encoded", () => {
  expect(searchHref(" C罗 & 梅西 ")).toBe("/search?word=C%E7%BD%97%20%26%20%E6%A2%85%E8%A5%BF");
});
