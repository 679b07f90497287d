/** The api's answer to every call; code 200 is success. */
export type ApiResult<T> = { code: number; message: string; data: T | null };

export const isOk = <T>(r: ApiResult<T>): r is { code: 200; message: string; data: T } => r.code === 200;

export const CHANNEL_PARAMS = { channelId: 3, platform: 1 } as const;

/** Same-origin path that the web server (or a reverse proxy) maps to the api. */
export const API_GATEWAY = "/gateway";

/** Uploaded files live on the api; built-in images are the web's own. */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return "/images/avatars/1.svg";
  return path.startsWith("/uploads/") ? `${API_GATEWAY}${path}` : path;
}
