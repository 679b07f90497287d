import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import liveRoom from "@/messages/zh-CN/live-room.json";

/** Renders a room component with the real zh-CN room messages (tests only). */
export function renderRoom(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="zh-CN" timeZone="Asia/Shanghai" messages={liveRoom}>
      {ui}
    </NextIntlClientProvider>,
  );
}
