import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The analysis tab lists the game's news: their client messages.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["news"]}>{children}</ScopedMessages>;
}
