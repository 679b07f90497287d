import { expect, it } from "vitest";
import { canPrefetch } from "./prefetch-policy";

it("prefetches online on a normal connection, or when the browser says nothing", () => {
  expect(canPrefetch(true, { effectiveType: "4g", saveData: false })).toBe(true);
  expect(canPrefetch(true, { effectiveType: "3g" })).toBe(true);
  expect(canPrefetch(true, null)).toBe(true);
});

it("does not prefetch offline, on 2g or slow-2g, or with data saver on", () => {
  expect(canPrefetch(false, { effectiveType: "4g" })).toBe(false);
  expect(canPrefetch(true, { effectiveType: "2g" })).toBe(false);
  expect(canPrefetch(true, { effectiveType: "slow-2g" })).toBe(false);
  expect(canPrefetch(true, { effectiveType: "4g", saveData: true })).toBe(false);
});
