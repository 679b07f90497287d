import { describe, expect, it } from "vitest";
import { createMemoryPresence } from "./presence";

describe("memory presence", () => {
  it("counts each viewer once per channel and frees a stream once however often it is left", async () => {
    const presence = createMemoryPresence();
    const a1 = await presence.enter("user:1", 2, "room:1");
    const a2 = await presence.enter("user:1", 2, "room:2");
    expect(await presence.enter("user:1", 2, "room:1")).toBeNull();
    expect(await presence.online("room:1")).toBe(1);
    a1!();
    a1!();
    expect(await presence.online("room:1")).toBe(0);
    expect(await presence.online("room:2")).toBe(1);
    const again = await presence.enter("user:1", 2);
    expect(again).not.toBeNull();
    expect(await presence.enter("user:1", 2)).toBeNull();
    a2!();
    expect(await presence.enter("user:1", null)).not.toBeNull();
  });
});
