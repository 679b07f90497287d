import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The wallet's and the cashier's client messages, for these signed-in pages only.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["wallet"]}>{children}</ScopedMessages>;
}
