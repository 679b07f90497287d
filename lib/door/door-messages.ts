// What the web's own door answers in the api's envelope (the api's words for the same cases).
export const DOOR_MESSAGES = {
  notFound: "接口不存在",
  badPath: "请求地址无效",
  unavailable: "服务暂时不可用，请稍后再试",
} as const;

export const doorEnvelope = (code: number, message: string) => JSON.stringify({ code, message, data: null });
