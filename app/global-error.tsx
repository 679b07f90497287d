"use client";
import { NextIntlClientProvider } from "next-intl";
import { ErrorView } from "@/components/layout/error-view";
import { BEIJING_TIME_ZONE } from "@/lib/beijing-time";
import { DEFAULT_LOCALE } from "@/lib/i18n/locale";
// Its own namespace: this module is in every page's first load, so it carries the error texts alone.
import errorMessages from "@/messages/zh-CN/error.json";
import "./globals.css";

// Replaces the root layout when it fails, so it brings its own document and messages.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="zh-CN">
      <body className="flex min-h-screen flex-col">
        <title>{errorMessages.error.metaTitle}</title>
        <NextIntlClientProvider locale={DEFAULT_LOCALE} timeZone={BEIJING_TIME_ZONE} messages={errorMessages}>
          <ErrorView error={error} retry={retry} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
