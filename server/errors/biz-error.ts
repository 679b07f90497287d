/** A failure the caller can act on: HTTP status plus the SPEC's code and Chinese message. */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 = 200,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new BizError(400, message, 400);
export const unauthorized = () => new BizError(401, "请先登录", 401);
export const forbidden = (message = "没有权限执行此操作") => new BizError(403, message, 403);
export const notFoundError = (message = "资源不存在") => new BizError(404, message, 404);
export const tooManyRequests = (message = "操作过于频繁，请稍后再试") => new BizError(429, message, 429);
