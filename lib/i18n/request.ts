import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "./messages";

export const DEFAULT_LOCALE = "zh-CN";
export const TIME_ZONE = "Asia/Shanghai";

// One locale for now; reading no request headers keeps public pages static.
export default getRequestConfig(async () => ({
  locale: DEFAULT_LOCALE,
  timeZone: TIME_ZONE,
  messages: await loadMessages(DEFAULT_LOCALE),
}));
