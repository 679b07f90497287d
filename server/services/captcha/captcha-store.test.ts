import { describe, expect, it } from "vitest";
import type { KvStore } from "../../kv/kv-store";
import { createMemoryCaptchaStore, type CaptchaStore } from "./captcha-store";

// Compile-time: the api's shared store must stay usable as the captcha store.
const kvFitsCaptcha = (kv: KvStore): CaptchaStore => kv;

describe("memory captcha store", () => {
  let time = 1_000;
  const store = createMemoryCaptchaStore(() => time);

  it("keeps the api's KvStore shape", () => {
    expect(kvFitsCaptcha).toBeTypeOf("function");
  });

  it("forgets entries when their TTL has passed", async () => {
    await store.set("a", "1", 500);
    time += 499;
    expect(await store.get("a")).toBe("1");
    time += 1;
    expect(await store.get("a")).toBeNull();
  });

  it("hands a value to one take only, and never an expired one", async () => {
    await store.set("b", "v", 100);
    expect(await store.take("b")).toBe("v");
    expect(await store.take("b")).toBeNull();
    await store.set("c", "v", 100);
    time += 100;
    expect(await store.take("c")).toBeNull();
  });

  it("counts within a fixed window that starts at the first increment", async () => {
    expect(await store.incr("n", 1_000)).toBe(1);
    time += 600;
    expect(await store.incr("n", 1_000)).toBe(2);
    time += 400;
    expect(await store.incr("n", 1_000)).toBe(1);
  });
});
