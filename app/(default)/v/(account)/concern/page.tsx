import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountSection, EmptyState } from "@/components/account/account-section";
import { FollowedMatchList } from "@/components/account/followed-match-list";
import { SiteLink } from "@/components/layout/site-link";
import { buttonClass } from "@/components/ui/button";
import { accountServer, accountToken } from "@/lib/api/account-server";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.concern");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("concern") });
}

export default async function ConcernPage() {
  const token = await accountToken();
  const [t, rows] = await Promise.all([
    getTranslations("account.concern"),
    accountServer.followedMatches(token),
  ]);
  return (
    <AccountSection title={t("title")} intro={t("intro")}>
      {rows ? <FollowedMatchList initial={rows} emptyText={t("empty")} /> : <EmptyState text={t("empty")} />}
      <div className="mt-4 flex justify-center gap-3">
        <SiteLink href="/football" className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("browseFootball")}
        </SiteLink>
        <SiteLink href="/basketball" className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("browseBasketball")}
        </SiteLink>
      </div>
    </AccountSection>
  );
}
