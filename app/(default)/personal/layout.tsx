import { ScopedMessages } from "@/components/i18n/scoped-messages";

// A personal page's client messages, for these pages only.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["personal"]}>{children}</ScopedMessages>;
}
