// Test-only stand-in for lib/api/http: canned answers per "METHOD url", every call recorded.
import { vi } from "vitest";
import type { ApiResult } from "@/lib/api/envelope";

type Method = "GET" | "POST" | "JSON";
type Reply = (body: unknown) => ApiResult<unknown>;

const replies = new Map<string, Reply>();
export const calls: { method: Method; url: string; body: unknown }[] = [];

function answer(method: Method, url: string, body: unknown): ApiResult<unknown> {
  calls.push({ method, url, body });
  const reply = replies.get(`${method} ${url}`);
  return reply ? reply(body) : { code: 404, message: `no fake for ${method} ${url}`, data: null };
}

export const http = {
  get: vi.fn(async (url: string, params?: unknown) => answer("GET", url, params)),
  post: vi.fn(async (url: string, data?: unknown) => answer("POST", url, data)),
  postJson: vi.fn(async (url: string, data?: unknown) => answer("JSON", url, data)),
};

export function reply(method: Method, url: string, data: unknown | Reply, message = "ok") {
  replies.set(
    `${method} ${url}`,
    typeof data === "function" ? (data as Reply) : () => ({ code: 200, message, data }),
  );
}

export function refuse(method: Method, url: string, code: number, message: string) {
  replies.set(`${method} ${url}`, () => ({ code, message, data: null }));
}

export const callsTo = (method: Method, url: string) =>
  calls.filter((c) => c.method === method && c.url === url);

export function resetFake() {
  replies.clear();
  calls.length = 0;
}
