// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { http } from "./http";

// jsdom's page has an origin but Node's Request does not resolve relative URLs against it as a
// browser does; this one does, so axios's fetch adapter sees what it would see in the browser.
const NodeRequest = globalThis.Request;
vi.stubGlobal(
  "Request",
  class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === "string" ? new URL(input, location.href) : input, init);
    }
  },
);

afterEach(() => {
  document.cookie = "auth=; Max-Age=0; Path=/";
  vi.restoreAllMocks();
});

const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, message: "ok", data }));

/** What axios handed to fetch: a Request, or a URL and its options. */
async function sent(spy: { mock: { calls: unknown[][] } }, i = 0) {
  const [input, init] = spy.mock.calls[i] as [RequestInfo | URL, RequestInit | undefined];
  const request = new Request(input instanceof Request ? input : new URL(String(input), location.href), init);
  const url = new URL(request.url);
  return { path: url.pathname + url.search, request, body: await request.text() };
}

describe("the browser's api client", () => {
  it("never reads the session: the gateway attaches it from the HttpOnly cookie", async () => {
    document.cookie = "auth=secret-token; Path=/";
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const res = await http.get("/user/center/info");
    expect(res.code).toBe(0);
    const { path, request } = await sent(fetchSpy);
    expect(request.credentials).toBe("include");
    expect(JSON.stringify([path, [...request.headers]])).not.toMatch(/accesstoken|secret-token/i);
  });

  it("goes through the gateway with the channel parameters and skips undefined ones", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(ok([1]));
    const res = await http.get<number[]>("/live/list", { page: 2, word: undefined });
    expect(res).toEqual({ code: 200, message: "ok", data: [1] });
    expect((await sent(fetchSpy)).path).toBe("/gateway/live/list?channelId=3&platform=1&page=2");
  });

  it("turns an error answer into a failure result with the api's code and message", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ code: 401, message: "请先登录", data: null }), {
        status: 401,
        headers: { "Content-Type": "application/json" },
      }),
    );
    expect(await http.post("/user/follow", { id: 1 })).toEqual({
      code: 401,
      message: "请先登录",
      data: null,
    });
  });

  it("sends form-encoded writes and JSON writes as SPEC marks them", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => ok(null));
    await http.post("/a", { id: 7, skip: undefined });
    await http.postJson("/b", { images: ["x"] });
    const form = await sent(fetchSpy, 0);
    const json = await sent(fetchSpy, 1);
    expect(form.body).toBe("id=7");
    expect(form.request.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
    expect(json.body).toBe('{"images":["x"]}');
    expect(json.request.headers.get("content-type")).toContain("application/json");
  });
});
