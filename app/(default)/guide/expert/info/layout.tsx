import { ScopedMessages } from "@/components/i18n/scoped-messages";

// An expert's page: the follow button's and the plans' client messages.
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return <ScopedMessages namespaces={["expert"]}>{children}</ScopedMessages>;
}
