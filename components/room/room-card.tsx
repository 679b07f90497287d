import Link from "next/link";
import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/user/user-avatar";
import { type RoomCard as Room } from "@/lib/contracts/rooms";
import { LiveStatus } from "@/lib/codes/rooms";
import { formatCompact } from "@/lib/format/number";
import { CardThumb } from "./card-thumb";
import { LiveBadge } from "./live-badge";
import { OnlineCount } from "./online-count";
import { RoomCover } from "./room-cover";
import { RoomMatchStrip } from "./room-match-strip";

export const roomHref = (roomId: number) => `/live/room/${roomId}`;

/**
 * A room in a list: a recent frame of its stream while live (its cover otherwise, or when no
 * frame loads), live state and 在线, the bound match, title, anchor and 热度.
 *
 * The room's link covers the whole card; the bound match's strip is laid over the picture beside
 * it, not inside it (a team's link in the room's would be a link in a link), and only its team
 * names take the pointer: a click anywhere else still opens the room. The room's link comes first,
 * so Tab reaches the room before its teams.
 */
export function RoomCard({ room }: { room: Room }) {
  const t = useTranslations("roomCard");
  const live = room.liveStatus === LiveStatus.Live;
  return (
    <div className="group relative overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md">
      <Link href={roomHref(room.roomId)} prefetch={false} data-room-id={room.roomId} className="block">
        <div className="relative aspect-video overflow-hidden bg-ink">
          <RoomCover cover={room.cover} title={room.title} navId={room.navId} navName={room.navName} />
          {live && room.thumb ? <CardThumb src={room.thumb} alt={room.title} /> : null}
          <div className="absolute inset-x-0 top-0 flex items-start justify-between p-2">
            <LiveBadge live={live} />
            {room.cover || (live && room.thumb) ? (
              <span className="rounded-sm bg-black/40 px-1.5 text-xs leading-5 text-white">
                {room.navName}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex items-center gap-2 p-2.5">
          <UserAvatar src={room.portrait} name={room.nickName} size={36} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-ink group-hover:text-brand">{room.title}</p>
            <p className="flex gap-1.5 text-xs text-ink-mute">
              <span className="truncate">{room.nickName}</span>
              <span className="shrink-0 text-ink-mute">LV{room.level}</span>
              <span className="ml-auto shrink-0" title={t("heatTitle")}>
                {t("heat", { value: formatCompact(room.heat) })}
              </span>
            </p>
          </div>
        </div>
      </Link>
      <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-video items-end">
        <div className="flex w-full items-end justify-between gap-2 bg-gradient-to-t from-black/70 to-transparent px-2 pt-6 pb-1.5">
          <div className="min-w-0">{room.match ? <RoomMatchStrip match={room.match} /> : null}</div>
          {live ? <OnlineCount value={room.online} /> : null}
        </div>
      </div>
    </div>
  );
}
