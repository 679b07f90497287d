"use client";
import axios, { type AxiosRequestConfig } from "axios";
import { API_GATEWAY, CHANNEL_PARAMS, type ApiResult } from "./envelope";
import { requestActivity } from "./request-activity";

// The session rides in the HttpOnly `auth` cookie; the gateway turns it into the accessToken header.
const client = axios.create({ baseURL: API_GATEWAY, timeout: 20_000, withCredentials: true });

client.interceptors.request.use((config) => {
  if ((config.method ?? "get").toLowerCase() === "get")
    config.params = { ...CHANNEL_PARAMS, ...config.params };
  requestActivity.start();
  return config;
});

/** Response errors are swallowed into a failure result (SPEC §8): callers branch on `code`. */
async function call<T>(config: AxiosRequestConfig): Promise<ApiResult<T>> {
  try {
    const res = await client.request<ApiResult<T>>(config);
    requestActivity.done(false);
    return res.data;
  } catch (error) {
    requestActivity.done(true);
    if (axios.isAxiosError(error) && error.response) {
      const body = error.response.data as Partial<ApiResult<T>> | undefined;
      return { code: body?.code ?? error.response.status, message: body?.message ?? "error", data: null };
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
