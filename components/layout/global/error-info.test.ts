import { expect, it } from "vitest";
import { errorDigest, errorMessage, errorStatus } from "./error-info";

it("takes the status from the error, then its response, else 500", () => {
  expect(errorStatus(Object.assign(new Error("x"), { status: 404 }))).toBe(404);
  expect(errorStatus({ response: { status: 502 }, message: "bad gateway" })).toBe(502);
  expect(errorStatus({ status: 403, response: { status: 502 } })).toBe(403);
  expect(errorStatus(new Error("plain"))).toBe(500);
  expect(errorStatus({ status: "oops" })).toBe(500);
  expect(errorStatus(undefined)).toBe(500);
});

it("shows the error's message, but not the redacted one of a server error", () => {
  expect(errorMessage(new Error("比赛不存在"))).toBe("比赛不存在");
  expect(errorMessage("出错了")).toBe("出错了");
  expect(
    errorMessage(
      Object.assign(new Error("An error occurred in the Server Components render."), { digest: "12" }),
    ),
  ).toBeNull();
  expect(errorDigest({ digest: "12" })).toBe("12");
  expect(errorMessage({})).toBeNull();
});
