/** One locale for now; the request config, the error page and the test kit all name it here. */
export const DEFAULT_LOCALE = "zh-CN";
