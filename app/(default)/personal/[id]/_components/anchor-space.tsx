import Link from "next/link";
import { useTranslations } from "next-intl";
import { roomHref, RoomCard } from "@/components/room/room-card";
import { buttonClass } from "@/components/ui/button";
import { getAnchorMatches, getDynamics, getRoomPlaybacks } from "@/lib/api/rooms";
import { type PersonalInfo } from "@/lib/contracts/rooms";
import { LiveStatus } from "@/lib/codes/rooms";
import { AnchorSchedule } from "./anchor-schedule";
import { DynamicFeed } from "./dynamic-feed";
import { PlaybackGrid } from "./playback-grid";

/** An anchor's space: their room with its live state, the matches they will call, playbacks and posts. */
export async function AnchorSpace({ person }: { person: PersonalInfo }) {
  const room = person.room;
  const [matches, dynamics, playbacks] = await Promise.all([
    getAnchorMatches(person.id),
    getDynamics(person.id),
    room ? getRoomPlaybacks(room.roomId) : null,
  ]);
  return (
    <div className="space-y-5">
      <div className="grid gap-5 lg:grid-cols-[360px_1fr]">
        <RoomPanel room={room} />
        <AnchorSchedule matches={matches} />
      </div>
      {playbacks ? <PlaybackGrid items={playbacks.list} /> : null}
      <DynamicFeed items={dynamics.list} total={dynamics.total} />
    </div>
  );
}

function RoomPanel({ room }: { room: PersonalInfo["room"] }) {
  const t = useTranslations("personal.room");
  return (
    <section aria-label={t("title")} className="space-y-3 rounded-lg bg-white p-5 ring-1 ring-black/5">
      <h2 className="border-l-4 border-brand pl-2 font-semibold">{t("title")}</h2>
      {room ? (
        <>
          <RoomCard room={room} />
          <Link href={roomHref(room.roomId)} className={buttonClass({ className: "w-full" })}>
            {room.liveStatus === LiveStatus.Live ? t("watch") : t("visit")}
          </Link>
        </>
      ) : (
        <p className="py-8 text-center text-sm text-ink-mute">{t("none")}</p>
      )}
    </section>
  );
}
