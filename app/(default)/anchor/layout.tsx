import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The anchor directory's client messages, for this page only.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["anchorDirectory"]}>{children}</ScopedMessages>;
}
