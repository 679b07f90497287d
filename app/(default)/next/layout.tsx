import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The schedule lists basketball games too: their rows' client messages.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["basketball"]}>{children}</ScopedMessages>;
}
