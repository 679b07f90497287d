import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The playback lists' client messages, for these pages only.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["playback"]}>{children}</ScopedMessages>;
}
