"use client";
import type { AxiosInstance, AxiosRequestConfig } from "axios";
import { API_GATEWAY, CHANNEL_PARAMS, type ApiResult } from "./envelope";
import { requestActivity } from "./request-activity";

// The session rides in the HttpOnly `auth` cookie; the gateway turns it into the accessToken header.
// axios is loaded on the first call: this module is in every page's first load (the user store),
// and axios would add ~14 KB gzip to a paint that makes no call. Its fetch adapter reads the
// global fetch at call time.
let client: Promise<AxiosInstance> | null = null;

function axiosClient(): Promise<AxiosInstance> {
  client ??= import("axios").then(({ default: axios }) => {
    const instance = axios.create({
      baseURL: API_GATEWAY,
      timeout: 20_000,
      withCredentials: true,
      adapter: "fetch",
      env: { fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init) },
    });
    instance.interceptors.request.use((config) => {
      if ((config.method ?? "get").toLowerCase() === "get")
        config.params = { ...CHANNEL_PARAMS, ...config.params };
      return config;
    });
    return instance;
  });
  return client;
}

/** Response errors are swallowed into a failure result (SPEC §8): callers branch on `code`. */
async function call<T>(config: AxiosRequestConfig): Promise<ApiResult<T>> {
  requestActivity.start();
  const axiosClientReady = axiosClient();
  try {
    const res = await (await axiosClientReady).request<ApiResult<T>>(config);
    requestActivity.done(false);
    return res.data;
  } catch (error) {
    requestActivity.done(true);
    const response = (error as { response?: { status: number; data?: Partial<ApiResult<T>> } }).response;
    if (response) {
      const body = response.data;
      return { code: body?.code ?? response.status, message: body?.message ?? "error", data: null };
    }
    return { code: 0, message: "网络异常，请检查网络后重试", data: null };
  }
}

type Params = Record<string, string | number | boolean | undefined>;

export const http = {
  get: <T>(url: string, params?: Params) => call<T>({ url, method: "GET", params }),
  /** Form-encoded write, the default of SPEC §7. */
  post: <T>(url: string, data?: Params) =>
    call<T>({
      url,
      method: "POST",
      data: new URLSearchParams(
        Object.entries(data ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
      ),
    }),
  /** JSON write, for the calls SPEC marks JSON. */
  postJson: <T>(url: string, data?: unknown) => call<T>({ url, method: "POST", data }),
};
