import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The basketball pages' client messages (score rows, box scores, text live), for these pages only.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["basketball"]}>{children}</ScopedMessages>;
}
