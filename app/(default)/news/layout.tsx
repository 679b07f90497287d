import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The news pages' client messages (comments, tools, meta).
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["news"]}>{children}</ScopedMessages>;
}
