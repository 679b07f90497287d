import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The search page's client messages, for this page only.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["search"]}>{children}</ScopedMessages>;
}
