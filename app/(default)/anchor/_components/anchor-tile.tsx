import Link from "next/link";
import { useTranslations } from "next-intl";
import { CardThumb } from "@/components/room/card-thumb";
import { LiveBadge } from "@/components/room/live-badge";
import { OnlineCount } from "@/components/room/online-count";
import { roomHref } from "@/components/room/room-card";
import { RoomCover } from "@/components/room/room-cover";
import { UserAvatar } from "@/components/user/user-avatar";
import { personalHref } from "@/lib/codes/personal-tabs";
import { type RoomCard } from "@/lib/contracts/rooms";
import { LiveStatus } from "@/lib/codes/rooms";
import { formatCompact } from "@/lib/format/number";

/**
 * An anchor in the directory: who they are, what their room is about, a picture of it (a recent
 * frame while live, the cover otherwise) and the way in.
 */
export function AnchorTile({ room }: { room: RoomCard }) {
  const t = useTranslations("anchorDirectory");
  const live = room.liveStatus === LiveStatus.Live;
  const space = personalHref({ id: room.anchorId, isAnchor: 1 });
  return (
    <div className="flex items-center gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
      {/* The badge sits beside the avatar link, not in it, so the link's name is only the space it opens. */}
      <div className="relative shrink-0">
        <Link
          href={space}
          prefetch={false}
          className="block"
          aria-label={t("space", { name: room.nickName })}
        >
          <span className={`block rounded-full p-0.5 ${live ? "bg-brand" : "bg-transparent"}`}>
            <UserAvatar src={room.portrait} name={room.nickName} size={56} />
          </span>
        </Link>
        {live ? (
          <LiveBadge
            live
            className="pointer-events-none absolute -bottom-1 left-1/2 -translate-x-1/2 scale-90 whitespace-nowrap"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <Link href={space} prefetch={false} className="truncate font-medium hover:text-brand">
            {room.nickName}
          </Link>
          <span className="shrink-0 rounded bg-surface px-1 text-xs text-ink-mute">LV{room.level}</span>
        </div>
        <p className="mt-0.5 truncate text-sm text-ink-soft" title={room.title}>
          {room.title}
        </p>
        <p className="mt-0.5 text-xs text-ink-mute">
          {room.navName} · {t("heat", { value: formatCompact(room.heat) })}
          {!live ? ` · ${t("offline")}` : ""}
        </p>
      </div>
      <Link
        href={roomHref(room.roomId)}
        prefetch={false}
        data-room-id={room.roomId}
        className="group relative aspect-video w-32 shrink-0 overflow-hidden rounded-md bg-ink"
      >
        <RoomCover cover={room.cover} title={room.title} navId={room.navId} navName={room.navName} />
        {live && room.thumb ? <CardThumb src={room.thumb} alt={room.title} /> : null}
        <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-1 bg-gradient-to-t from-black/75 to-transparent px-1.5 pt-4 pb-1">
          <span
            className={`rounded-full px-2 text-xs leading-5 font-medium ${
              live
                ? "bg-brand text-white group-hover:bg-brand-dark"
                : "bg-white/90 text-ink-soft group-hover:text-brand"
            }`}
          >
            {live ? t("watch") : t("visit")}
          </span>
          {live ? <OnlineCount value={room.online} /> : null}
        </span>
      </Link>
    </div>
  );
}
