// Test helper: renders a client component with the zh-CN messages it reads; a missing key fails the test.
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";

import auth from "@/messages/zh-CN/auth.json";
import layout from "@/messages/zh-CN/layout.json";

const fail = (error: Error) => {
  throw error;
};

export function renderWithIntl(ui: ReactElement) {
  return render(
    <NextIntlClientProvider
      locale="zh-CN"
      timeZone="Asia/Shanghai"
      messages={{ ...auth, ...layout }}
      onError={fail}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}
