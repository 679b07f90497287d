import { ScopedMessages } from "@/components/i18n/scoped-messages";

// The live directory pages' client messages (report, push panel, reservations, follows, rooms).
export default function ScopedLayout({ children }: { children: React.ReactNode }) {
  return (
    <ScopedMessages namespaces={["liveReport", "pushPanel", "liveReserve", "liveFollow", "homeLive"]}>
      {children}
    </ScopedMessages>
  );
}
