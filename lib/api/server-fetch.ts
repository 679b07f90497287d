import "server-only";
import { webEnv } from "@/lib/web-env";
import { SERVER_REQUEST_TIMEOUT_MS } from "@/lib/constants";
import { CHANNEL_PARAMS, type ApiResult } from "./envelope";

type Options = { revalidate?: number | false; token?: string; tags?: string[] };

/** GET from the api on the server; `null` data when the api answers a failure code. */
export async function apiGet<T>(
  path: string,
  params: Record<string, string | number> = {},
  opts: Options = {},
) {
  const qs = new URLSearchParams({ ...stringify(CHANNEL_PARAMS), ...stringify(params) });
  const res = await fetch(`${webEnv.API_INTERNAL_URL}${path}?${qs}`, {
    headers: { accessToken: opts.token ?? "" },
    signal: AbortSignal.timeout(SERVER_REQUEST_TIMEOUT_MS),
    ...(opts.token
      ? { cache: "no-store" as const }
      : { next: { revalidate: opts.revalidate ?? 30, tags: opts.tags } }),
  });
  const body = (await res.json()) as ApiResult<T>;
  return body;
}

/** POST JSON from the server (for api calls SPEC defines as POST reads). */
export async function apiPost<T>(path: string, data: unknown, opts: Options = {}) {
  const res = await fetch(`${webEnv.API_INTERNAL_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accessToken: opts.token ?? "" },
    body: JSON.stringify(data),
    signal: AbortSignal.timeout(SERVER_REQUEST_TIMEOUT_MS),
    ...(opts.token
      ? { cache: "no-store" as const }
      : { next: { revalidate: opts.revalidate ?? 30, tags: opts.tags } }),
  });
  return (await res.json()) as ApiResult<T>;
}

const stringify = (o: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
