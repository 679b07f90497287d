import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { FollowedRooms } from "./_components/followed-rooms";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("liveFollow");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("liveFollow") });
}

/** 我的关注: personal, so the shell is static and the rooms load in the browser with the session. */
export default async function LiveFollowPage() {
  const t = await getTranslations("liveFollow");
  return (
    <div className="space-y-5 px-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">{t("title")}</h1>
          <p className="mt-1 text-sm text-ink-mute">{t("intro")}</p>
        </div>
        <nav className="flex gap-4 text-sm">
          <Link href="/live/reserve" className="text-ink-soft hover:text-brand">
            {t("reserved")} ›
          </Link>
          <Link href="/live/all" className="text-ink-soft hover:text-brand">
            {t("discover")} ›
          </Link>
        </nav>
      </header>
      <Suspense>
        <FollowedRooms />
      </Suspense>
    </div>
  );
}
