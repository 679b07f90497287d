import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getRoomDetail } from "@/lib/api/rooms";
import { queryOfPage } from "@/lib/page-query-server";
import { MyReports } from "../_components/my-reports";
import { ReportForm } from "../_components/report-form";
import { ReportedRoom } from "../_components/reported-room";
import { parseId } from "@/lib/parse-id";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("liveReport");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("liveReport") });
}

export const revalidate = 15;

export { generateStaticParams } from "@/lib/page-query-server";

/** 举报: the room from ?roomId= (or one typed in), a reason, details and screenshots; below, my reports. */
export default async function LiveReportPage({ params }: PageProps<"/live/report/[[...query]]">) {
  const roomId = parseId((await queryOfPage(params, "liveReport")).roomId?.trim() ?? "") ?? 0;
  const [t, room] = await Promise.all([getTranslations("liveReport"), roomId ? getRoomDetail(roomId) : null]);
  return (
    <div className="space-y-5 px-4">
      <header>
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm text-ink-mute">{t("intro")}</p>
      </header>
      <section className="space-y-5 rounded-lg bg-white p-6 ring-1 ring-black/5">
        {room ? <ReportedRoom room={room} /> : null}
        {roomId && !room ? <p className="text-sm text-brand">{t("roomMissing", { id: roomId })}</p> : null}
        <ReportForm roomId={room?.roomId ?? 0} />
      </section>
      <MyReports />
    </div>
  );
}
