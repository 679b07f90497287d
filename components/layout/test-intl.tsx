import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import layoutMessages from "@/messages/zh-CN/layout.json";

/** Renders a layout component with the real zh-CN layout messages (tests only). */
export function renderWithIntl(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="zh-CN" timeZone="Asia/Shanghai" messages={layoutMessages}>
      {ui}
    </NextIntlClientProvider>,
  );
}
