"use client";
import { NextIntlClientProvider } from "next-intl";
import { ErrorView } from "@/components/layout/error-view";
import { BEIJING_TIME_ZONE } from "@/lib/beijing-time";
import { DEFAULT_LOCALE } from "@/lib/i18n/locale";
import layoutMessages from "@/messages/zh-CN/layout.json";
import "./globals.css";

// Replaces the root layout when it fails, so it brings its own document and messages.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="zh-CN">
      <body className="flex min-h-screen flex-col">
        <title>{layoutMessages.layout.error.metaTitle}</title>
        <NextIntlClientProvider
          locale={DEFAULT_LOCALE}
          timeZone={BEIJING_TIME_ZONE}
          messages={layoutMessages}
        >
          <ErrorView error={error} retry={retry} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
