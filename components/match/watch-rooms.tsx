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
 * shows it, rooms on air marked (`data-live` says the room is on air).
 */
export function WatchRooms({ rooms, over = false, inline = false }: Props) {
  const t = useTranslations("match.watch");
  if (!rooms.length) return null;
  return (
    <ul
      aria-label={t("heading")}
      className={`inline-flex gap-1 text-xs ${inline ? "flex-wrap items-center" : "flex-col items-start"}`}
    >
      {rooms.map((room) => (
        <li key={room.roomId}>
          <Link
            href={`/live/room/${room.roomId}`}
            prefetch={false}
            title={t("title", { name: room.nickName, status: t(room.live ? "live" : "offline") })}
            data-live={room.live || undefined}
            className="group inline-flex max-w-28 items-center gap-1 whitespace-nowrap"
          >
            <span
              className={`rounded px-1 leading-4 text-white ${room.live && !over ? "bg-brand" : "bg-ink-mute"} group-hover:opacity-90`}
            >
              {t("label")}
            </span>
            <span className="truncate text-ink-soft group-hover:text-brand">{room.nickName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
