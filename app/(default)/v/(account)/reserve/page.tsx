import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountSection, EmptyState } from "@/components/account/account-section";
import { ReservedMatchList } from "@/components/account/reserved-match-list";
import { SiteLink } from "@/components/layout/site-link";
import { buttonClass } from "@/components/ui/button";
import { accountServer, accountToken } from "@/lib/api/account-server";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.reserve");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("reserve") });
}

export default async function ReservePage() {
  const token = await accountToken();
  const [t, info] = await Promise.all([getTranslations("account.reserve"), accountServer.info(token)]);
  const rows = info ? await accountServer.reserved(token, info.id) : null;
  return (
    <AccountSection
      title={t("title")}
      intro={t("intro")}
      action={
        <SiteLink href="/live/reserve" className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("browse")}
        </SiteLink>
      }
    >
      {rows ? <ReservedMatchList initial={rows} emptyText={t("empty")} /> : <EmptyState text={t("empty")} />}
    </AccountSection>
  );
}
