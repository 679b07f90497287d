import { afterEach, describe, expect, it, vi } from "vitest";
import { classifyLink, isInnerPath, openJump, resolveJump } from "./jump";

const inner = (innerPageId: number, targetId?: number | string) =>
  resolveJump({ jumpType: 1, innerPageId, targetId });

describe("resolveJump inner pages", () => {
  it.each([
    [1, "/football"],
    [2, "/basketball"],
    [3, "/football/live"],
    [4, "/basketball/live/88"],
    [5, "/guide/88"],
    [6, "/guide/expert/info"],
    [7, "/88"],
    [8, "/live/all"],
    [9, "/live/room"],
    [10, "/88"],
  ])("id %i with target 88 goes to %s in a new window", (id, href) => {
    expect(inner(id, 88)).toEqual({ href, target: "_blank", outer: false });
  });

  it("falls back to the base path, or the site root, without a target id", () => {
    expect(inner(4)?.href).toBe("/basketball/live");
    expect(inner(5, "")?.href).toBe("/guide");
    expect(inner(7)?.href).toBe("/");
    expect(inner(10, null as unknown as string)?.href).toBe("/");
  });

  it("accepts ids sent as strings", () => {
    expect(resolveJump({ jumpType: "1", innerPageId: "4", targetId: "123" })?.href).toBe(
      "/basketball/live/123",
    );
  });

  it("leads nowhere for an unknown inner-page id", () => {
    expect(inner(11, 5)).toBeNull();
    expect(inner(0)).toBeNull();
  });
});

describe("resolveJump outer links", () => {
  it("opens the outer link for any other non-empty jump type", () => {
    const outerUrl = "https://example.com/promo?a=1";
    expect(resolveJump({ jumpType: 2, outerUrl })).toEqual({ href: outerUrl, target: "_blank", outer: true });
    expect(resolveJump({ jumpType: "3", innerPageId: 1, outerUrl })?.href).toBe(outerUrl);
  });

  it("adds https to a bare host and refuses other schemes", () => {
    expect(resolveJump({ jumpType: 2, outerUrl: " www.example.com " })?.href).toBe("https://www.example.com");
    expect(resolveJump({ jumpType: 2, outerUrl: "javascript:alert(1)" })).toBeNull();
  });

  it("leads nowhere without an outer link", () => {
    expect(resolveJump({ jumpType: 2, outerUrl: "" })).toBeNull();
    expect(resolveJump({ jumpType: 2 })).toBeNull();
  });

  it("does nothing for an empty jump type", () => {
    const outerUrl = "https://example.com";
    expect(resolveJump({ jumpType: null, innerPageId: 1, outerUrl })).toBeNull();
    expect(resolveJump({ jumpType: "", innerPageId: 1, outerUrl })).toBeNull();
    expect(resolveJump({ innerPageId: 1, outerUrl })).toBeNull();
  });
});

describe("classifyLink", () => {
  it("keeps a path with one leading slash on the site", () => {
    expect(classifyLink("/live/room/12?from=banner")).toEqual({
      kind: "inner",
      href: "/live/room/12?from=banner",
    });
    expect(isInnerPath("/about/10001")).toBe(true);
  });

  it.each([
    ["//evil.example/path", "https://evil.example/path"],
    ["\\\\evil.example/path", "https://evil.example/path"],
    ["/\\evil.example", "https://evil.example"],
    ["\\/evil.example", "https://evil.example"],
    ["///evil.example", "https://evil.example"],
    ["/\t/evil.example", "https://evil.example"],
    ["\n//evil.example", "https://evil.example"],
    [" //evil.example ", "https://evil.example"],
  ])("reads %j as an outer link to %s, never as a path", (url, href) => {
    expect(classifyLink(url)).toEqual({ kind: "outer", href });
    expect(isInnerPath(url)).toBe(false);
    expect(resolveJump({ jumpType: 2, outerUrl: url })).toEqual({ href, target: "_blank", outer: true });
  });

  it("refuses control characters, inner spaces, other schemes and hostless links", () => {
    for (const url of [
      "/a\u0000b",
      "/\u0008/evil.example",
      "/a b",
      "//",
      "https://",
      "javascript:alert(1)",
      "\\",
    ]) {
      expect(classifyLink(url), JSON.stringify(url)).toBeNull();
      expect(isInnerPath(url)).toBe(false);
    }
  });
});

describe("openJump", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens a new window for _blank and navigates for _self", () => {
    const open = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal("window", { open, location: { assign } });

    openJump({ href: "/football", target: "_blank", outer: false });
    openJump({ href: "/guide", target: "_self", outer: false });
    openJump(null);

    expect(open).toHaveBeenCalledExactlyOnceWith("/football", "_blank", "noopener,noreferrer");
    expect(assign).toHaveBeenCalledExactlyOnceWith("/guide");
  });
});
