import Link from "next/link";
import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/user/user-avatar";
import { type RoomCard as Room } from "@/lib/contracts/rooms";
import { LiveStatus } from "@/lib/codes/rooms";
import { formatCompact } from "@/lib/format/number";
import { LiveBadge } from "./live-badge";
import { RoomCover } from "./room-cover";
import { RoomMatchStrip } from "./room-match-strip";

export const roomHref = (roomId: number) => `/live/room/${roomId}`;

/** A room in a list: cover, live state, heat, the bound match, title and anchor. */
export function RoomCard({ room }: { room: Room }) {
  const t = useTranslations("roomCard");
  const live = room.liveStatus === LiveStatus.Live;
  return (
    <Link
      href={roomHref(room.roomId)}
      prefetch={false}
      data-room-id={room.roomId}
      className="group block overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-video overflow-hidden bg-ink">
        <RoomCover cover={room.cover} title={room.title} navId={room.navId} navName={room.navName} />
        <div className="absolute inset-x-0 top-0 flex items-start justify-between p-2">
          <LiveBadge live={live} />
          {room.cover ? (
            <span className="rounded-sm bg-black/40 px-1.5 text-xs leading-5 text-white">{room.navName}</span>
          ) : null}
        </div>
        <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-gradient-to-t from-black/70 to-transparent px-2 pt-6 pb-1.5">
          <div className="min-w-0">{room.match ? <RoomMatchStrip match={room.match} /> : null}</div>
          <span className="shrink-0 text-xs text-white" title={t("heatTitle")}>
            {t("heat", { value: formatCompact(room.heat) })}
          </span>
        </div>
      </div>
      <div className="flex items-center gap-2 p-2.5">
        <UserAvatar src={room.portrait} name={room.nickName} size={36} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink group-hover:text-brand">{room.title}</p>
          <p className="truncate text-xs text-ink-mute">
            {room.nickName}
            <span className="ml-1.5 text-ink-mute/80">LV{room.level}</span>
          </p>
        </div>
      </div>
    </Link>
  );
}
