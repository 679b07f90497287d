import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { MissedShot } from "@/components/layout/missed-shot";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteLink } from "@/components/layout/site-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.notFound");
  return { title: t("metaTitle") };
}

export default async function NotFound() {
  const t = await getTranslations("layout.notFound");
  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-site flex-1 flex-col items-center justify-center py-16 text-center">
        <MissedShot className="w-80" />
        <p className="mt-6 text-5xl font-bold text-brand">{t("code")}</p>
        <h1 className="mt-3 text-xl font-semibold text-ink">{t("title")}</h1>
        <p className="mt-1 text-sm text-ink-mute">{t("english")}</p>
        <p className="mt-3 max-w-md text-sm text-ink-soft">{t("description")}</p>
        <SiteLink href="/" className={buttonClass({ size: "lg", className: "mt-8" })}>
          {t("home")}
        </SiteLink>
      </main>
      <SiteFooter />
    </>
  );
}
