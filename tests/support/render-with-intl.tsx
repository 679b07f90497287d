// Test-only: renders a client component as the app does, with every zh-CN message, Beijing time and a
// fresh SWR cache; a missing message fails the test. The one kit for intl-wrapped components.
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { SWRConfig } from "swr";
import { BEIJING_TIME_ZONE } from "@/lib/beijing-time";
import { DEFAULT_LOCALE } from "@/lib/i18n/locale";
import { zhCN } from "@/lib/i18n/messages";

const throwOnMissing = (error: Error) => {
  throw error;
};

function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale={DEFAULT_LOCALE}
      timeZone={BEIJING_TIME_ZONE}
      messages={zhCN}
      onError={throwOnMissing}
    >
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </NextIntlClientProvider>
  );
}

/** `render` inside the app's providers; `rerender` keeps them. */
export function renderWithIntl(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}
