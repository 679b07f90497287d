import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { ManualFaq } from "./_components/manual-faq";
import { ObsSteps } from "./_components/obs-steps";
import { PushInfoPanel } from "./_components/push-info-panel";
import { SettingsTable } from "./_components/settings-table";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { sectionMetadata } from "@/lib/seo/section-seo";

const MANUAL_PATH = "/live/manual";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("liveManual");
  return sectionMetadata({
    title: t("title"),
    description: t("description"),
    path: MANUAL_PATH,
    keywords: ["直播教程", "OBS推流", "主播开播", "推流地址"],
  });
}

type Stage = { title: string; text: string; href: string; link: string };

/** 开播教程: from applying to going live with OBS, the push address, settings that work, and a FAQ. */
export default async function LiveManualPage() {
  const t = await getTranslations("liveManual");
  const stages = t.raw("stages") as Stage[];
  return (
    <article className="space-y-6 px-4">
      <BreadcrumbJsonLd crumbs={[{ name: t("title"), path: MANUAL_PATH }]} />
      <header className="rounded-xl bg-gradient-to-br from-[#1f2330] to-[#3a3f52] p-8 text-white shadow">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-2 max-w-3xl text-white/80">{t("intro")}</p>
        <ol className="mt-6 grid gap-3 md:grid-cols-3">
          {stages.map((s, i) => (
            <li key={s.title} className="rounded-lg bg-white/10 p-4">
              <p className="text-sm text-white/60">{t("stageNo", { n: i + 1 })}</p>
              <p className="mt-1 font-semibold">{s.title}</p>
              <p className="mt-1 text-sm text-white/75">{s.text}</p>
              <Link href={s.href} className="mt-3 inline-block text-sm text-[#ffb4ad] hover:text-white">
                {s.link} ›
              </Link>
            </li>
          ))}
        </ol>
      </header>
      <PushInfoPanel />
      <ObsSteps />
      <SettingsTable />
      <ManualFaq />
      <footer className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-5 ring-1 ring-black/5">
        <p className="text-sm text-ink-soft">{t("closing")}</p>
        <div className="flex gap-2">
          <Link href="/about/10001" className={buttonClass({ variant: "outline" })}>
            {t("help")}
          </Link>
          <Link href="/v/anchor-room-set" className={buttonClass()}>
            {t("roomSettings")}
          </Link>
        </div>
      </footer>
    </article>
  );
}
