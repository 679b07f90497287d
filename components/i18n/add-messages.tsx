"use client";
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from "next-intl";
import { useMemo } from "react";

/**
 * Adds a segment's namespaces to the messages of the provider above. The page's payload carries
 * only the added namespaces; the shared ones came once with the root layout.
 */
export function AddMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: React.ReactNode;
}) {
  const inherited = useMessages();
  // One object while neither side changes, so the texts' readers below do not render again for nothing.
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={useLocale()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
