// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError } from "./chunk-error";

const chunkError = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" });

describe("chunk reload", () => {
  beforeEach(() => sessionStorage.clear());

  it("recognises failed chunk and dynamic import loads, and nothing else", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_next/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("Loading CSS chunk app/layout failed"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads at most once a minute, remembered in sessionStorage", () => {
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadForChunkError(chunkError, sessionStorage, reload, t0)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadForChunkError(chunkError, sessionStorage, reload, t0 + 59_999)).toBe(false);
    expect(reloadForChunkError(chunkError, sessionStorage, reload, t0 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads for other errors", () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error("boom"), sessionStorage, reload, 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
