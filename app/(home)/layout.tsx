import { ScopedMessages } from "@/components/i18n/scoped-messages";
import { FloatingHelper } from "@/components/layout/floating-helper";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

// The home page spans the full width (banners); its sections centre themselves.
export default function HomeLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main className="flex-1">
        <ScopedMessages namespaces={["home", "homeLive", "playback", "news"]}>{children}</ScopedMessages>
      </main>
      <SiteFooter />
      <FloatingHelper />
    </>
  );
}
