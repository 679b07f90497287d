import { describe, expect, it } from "vitest";
import { requiresSignIn } from "./route-guard";

describe("requiresSignIn (SPEC §6)", () => {
  it.each(["/v/home", "/v/wallet", "/v/apply", "/recommend", "/recommend/records", "/playback/video/12"])(
    "guards %s",
    (path) => expect(requiresSignIn(path)).toBe(true),
  );
  it.each([
    "/",
    "/v/anchor-set",
    "/v/anchor-zone",
    "/football",
    "/live/room/1001",
    "/about/10001",
    "/user/register",
  ])("leaves %s open", (path) => expect(requiresSignIn(path)).toBe(false));
});
