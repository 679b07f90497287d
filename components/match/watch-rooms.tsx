import Link from "next/link";
import { useTranslations } from "next-intl";
import type { WatchRoom } from "@/lib/contracts/match-list";

/**
 * Where to watch a match, as 直播吧 lists its channels: a 直播 link to each anchor's room that
 * shows it, live rooms marked. `inline` lays them out in a line (match headers), else stacked (rows).
 */
export function WatchRooms({ rooms, inline = false }: { rooms: readonly WatchRoom[]; inline?: boolean }) {
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
            className="group inline-flex max-w-36 items-center gap-1 whitespace-nowrap"
          >
            <span
              className={`rounded px-1 leading-4 text-white ${room.live ? "bg-brand" : "bg-ink-mute"} group-hover:opacity-90`}
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
