import { useTranslations } from "next-intl";
import { RoomGrid } from "@/components/room/room-grid";
import type { RoomCard } from "@/lib/contracts/rooms";
import { SectionTitle } from "./section-title";

/** 热门直播: the hottest rooms, live ones first. */
export function HotRooms({ rooms }: { rooms: RoomCard[] }) {
  const t = useTranslations("homeLive");
  return (
    <section aria-label={t("hotRooms")}>
      <SectionTitle title={t("hotRooms")} moreHref="/live/all" moreLabel={t("allRooms")} />
      <RoomGrid
        rooms={rooms}
        empty={<p className="rounded-lg bg-white p-6 text-center text-ink-soft">{t("noRooms")}</p>}
      />
    </section>
  );
}
