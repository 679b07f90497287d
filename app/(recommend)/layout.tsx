import { ScopedMessages } from "@/components/i18n/scoped-messages";
import { FloatingHelper } from "@/components/layout/floating-helper";
import { RecommendMenu } from "@/components/layout/recommend-menu";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

// Expert publishing: a side menu (推荐赛事, 推荐历史) beside the page.
export default function RecommendLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-site flex-1 gap-5 py-5">
        <RecommendMenu />
        <main className="min-w-0 flex-1">
          <ScopedMessages namespaces={["anchor", "expert"]}>{children}</ScopedMessages>
        </main>
      </div>
      <SiteFooter />
      <FloatingHelper />
    </>
  );
}
