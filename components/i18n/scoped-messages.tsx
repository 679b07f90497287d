import { getMessages } from "next-intl/server";
import { pickMessages, type ScopedNamespace } from "@/lib/i18n/client-messages";
import { AddMessages } from "./add-messages";

/**
 * The client messages of a segment whose components read scoped namespaces. They are added to
 * the ones above (the root's shared namespaces, a parent segment's), so nested segments add up.
 */
export async function ScopedMessages({
  namespaces,
  children,
}: {
  namespaces: readonly ScopedNamespace[];
  children: React.ReactNode;
}) {
  return <AddMessages messages={pickMessages(await getMessages(), namespaces)}>{children}</AddMessages>;
}
