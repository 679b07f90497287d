// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { http } from "./http";

afterEach(() => {
  document.cookie = "auth=; Max-Age=0; Path=/";
  vi.restoreAllMocks();
});

describe("the browser's api client", () => {
  it("never reads the session: the gateway attaches it from the HttpOnly cookie", async () => {
    document.cookie = "auth=secret-token; Path=/";
    const set = vi.spyOn(XMLHttpRequest.prototype, "setRequestHeader");
    vi.spyOn(XMLHttpRequest.prototype, "send").mockImplementation(function (this: XMLHttpRequest) {
      this.dispatchEvent(new ProgressEvent("error"));
    });
    const res = await http.get("/user/center/info");
    expect(res.code).toBe(0);
    expect(set.mock.calls.map(([name]) => name.toLowerCase())).not.toContain("accesstoken");
    expect(set.mock.calls.flat().join(" ")).not.toContain("secret-token");
  });
});
