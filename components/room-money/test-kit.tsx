// Test helpers of the money widgets: a fake http layer and a fake room stream (render with renderWithIntl).
import { act } from "@testing-library/react";
import { useEffect, useRef } from "react";
import type { ApiResult } from "@/lib/api/envelope";

type Params = Record<string, string | number | boolean | undefined> | undefined;
type Answer = ApiResult<unknown> | ((params: Params) => ApiResult<unknown>);

export const ok = <T,>(data: T): ApiResult<T> => ({ code: 200, message: "ok", data });
export const fail = (code: number, message: string): ApiResult<never> => ({ code, message, data: null });

const answers = new Map<string, Answer>();
/** Every call the widgets made, in order: "GET /api/chat/gift/all" and its params. */
export const calls: { call: string; params: Params }[] = [];

/** Sets what `METHOD /path` answers (a result, or a function of the params). */
export function answer(call: string, result: Answer) {
  answers.set(call, result);
}

function respond(method: string, url: string, params: Params) {
  const call = `${method} ${url}`;
  calls.push({ call, params });
  const result = answers.get(call);
  if (!result) return Promise.resolve(fail(404, `no answer for ${call}`));
  return Promise.resolve(typeof result === "function" ? result(params) : result);
}

/** Replaces `@/lib/api/http`: `vi.mock("@/lib/api/http", async () => (await import("./test-kit")).fakeHttp)`. */
export const fakeHttp = {
  http: {
    get: (url: string, params?: Params) => respond("GET", url, params),
    post: (url: string, data?: Params) => respond("POST", url, data),
    postJson: (url: string, data?: Params) => respond("POST", url, data),
  },
};

export function resetHttp() {
  answers.clear();
  calls.length = 0;
}

const listeners = new Map<string, Set<(data: unknown) => void>>();

/** Replaces `@/components/room/room-events`; `emit` plays an event of the room's stream. */
export const fakeRoomEvents = {
  useRoomEvent(type: string, handler: (data: unknown) => void) {
    const latest = useRef(handler);
    useEffect(() => {
      latest.current = handler;
    });
    useEffect(() => {
      const listener = (data: unknown) => latest.current(data);
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
      return () => void listeners.get(type)!.delete(listener);
    }, [type]);
  },
};

export function emit(type: string, data: unknown) {
  act(() => {
    for (const listener of listeners.get(type) ?? []) listener(data);
  });
}

/** Lets pending promises (api answers, SWR) settle. */
export const settle = () => act(async () => {});

export const nextLink = {
  default: ({ href, prefetch: _p, ...rest }: { href: string; prefetch?: unknown }) => (
    <a href={href} {...rest} />
  ),
};
