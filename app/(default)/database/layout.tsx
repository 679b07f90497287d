import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The database pages' client messages, for these pages only.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["database"]}>{children}</ScopedMessages>;
}
