import { describe, expect, it } from "vitest";
import { hasMalformedPath } from "./request-path";

describe("a malformed request path", () => {
  it.each(["/live/room/%ff", "/football/live/%E0%A4%A", "/news/%", "/personal/%c0%af", "/gateway/user/%zz"])(
    "is %s",
    (target) => expect(hasMalformedPath(target)).toBe(true),
  );

  it.each(["/", "/live/room/12", "/search?word=%ff", "/news/%E8%B6%B3%E7%90%83", "/a%20b", "/x?%"])(
    "is not %s",
    (target) => expect(hasMalformedPath(target)).toBe(false),
  );
});
