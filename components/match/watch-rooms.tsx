import Link from "next/link";
import { useTranslations } from "next-intl";
import type { WatchRoom } from "@/lib/contracts/match-list";

type Props = {
  rooms: readonly WatchRoom[];
  /** The match is over: its rooms stay listed, none marked as showing it live. */
  over?: boolean;
  /** In a line (match headers), else stacked (rows). */
  inline?: boolean;
};

/**
 * Where to watch a match, as 直播吧 lists its channels: a 直播 link to each anchor's room that
 * shows it, rooms on air marked (`data-live` says the room is on air). Drawn by .watch-rooms in
 * globals.css: a full match day lists a room or two on many rows.
 */
export function WatchRooms({ rooms, over = false, inline = false }: Props) {
  const t = useTranslations("match.watch");
  if (!rooms.length) return null;
  return (
    <ul aria-label={t("heading")} className="watch-rooms" data-inline={inline || undefined}>
      {rooms.map((room) => (
        <li key={room.roomId}>
          <Link
            href={`/live/room/${room.roomId}`}
            prefetch={false}
            title={t("title", { name: room.nickName, status: t(room.live ? "live" : "offline") })}
            data-live={room.live || undefined}
          >
            <span className={room.live && !over ? "pill on-air" : "pill"}>{t("label")}</span>
            <span>{room.nickName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
