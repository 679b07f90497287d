import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The gift and nobility guides show the room's money widgets, the expert guide its experts: their client messages.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["roomMoney", "expert"]}>{children}</ScopedMessages>;
}
