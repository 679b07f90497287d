import { ScopedMessages } from "@/components/i18n/scoped-messages";
import { SiteHeader } from "@/components/layout/site-header";

// Live rooms: full width on a dark stage, no footer and no helper panel over the chat.
export default function LiveLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main className="flex-1 bg-[#15171e] text-white/90">
        <ScopedMessages namespaces={["roomMoney", "liveRoom", "player", "playback"]}>
          {children}
        </ScopedMessages>
      </main>
    </>
  );
}
