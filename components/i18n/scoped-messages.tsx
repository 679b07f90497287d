import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { clientMessages, type ScopedNamespace } from "@/lib/i18n/client-messages";

/**
 * The client messages of a segment whose components read scoped namespaces. A nested provider
 * replaces its parent's messages, so it carries the shared ones too.
 */
export async function ScopedMessages({
  namespaces,
  children,
}: {
  namespaces: readonly ScopedNamespace[];
  children: React.ReactNode;
}) {
  return (
    <NextIntlClientProvider messages={clientMessages(await getMessages(), namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
