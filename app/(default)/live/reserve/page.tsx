import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getNextMatches } from "@/lib/api/rooms";
import { MyReservations } from "./_components/my-reservations";
import { UpcomingMatches } from "./_components/upcoming-matches";
import { privateMetadata } from "@/lib/seo/section-seo";

export const revalidate = 15;

const UPCOMING_SIZE = 12;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("liveReserve");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("liveReserve") });
}

/** 我的预约: my reserved matches with the rooms that will call them, and hot matches to reserve. */
export default async function LiveReservePage() {
  const [t, upcoming] = await Promise.all([getTranslations("liveReserve"), getNextMatches(UPCOMING_SIZE)]);
  return (
    <div className="space-y-6 px-4">
      <header>
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm text-ink-mute">{t("intro")}</p>
      </header>
      <MyReservations />
      <UpcomingMatches matches={upcoming} />
    </div>
  );
}
