import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The signed-in pages' client messages (wallet and cashier, the anchor and expert consoles, saved news).
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["wallet", "anchor", "expert", "news"]}>{children}</ScopedMessages>;
}
