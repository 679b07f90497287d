import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import messages from "@/messages/zh-CN/match-detail.json";

/** Renders a match page part with the real matchDetail messages (tests only). */
export function renderWithMatchIntl(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="zh-CN" timeZone="Asia/Shanghai" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}
