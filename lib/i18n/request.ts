import { getRequestConfig } from "next-intl/server";
import { BEIJING_TIME_ZONE } from "@/lib/beijing-time";
import { DEFAULT_LOCALE } from "./locale";
import { loadMessages } from "./messages";

// One locale for now; reading no request headers keeps public pages static.
export default getRequestConfig(async () => ({
  locale: DEFAULT_LOCALE,
  timeZone: BEIJING_TIME_ZONE,
  messages: await loadMessages(DEFAULT_LOCALE),
}));
