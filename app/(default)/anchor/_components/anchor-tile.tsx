import Link from "next/link";
import { useTranslations } from "next-intl";
import { LiveBadge } from "@/components/room/live-badge";
import { roomHref } from "@/components/room/room-card";
import { UserAvatar } from "@/components/user/user-avatar";
import { personalHref } from "@/lib/codes/personal-tabs";
import { type RoomCard } from "@/lib/contracts/rooms";
import { LiveStatus } from "@/lib/codes/rooms";
import { formatCompact } from "@/lib/format/number";

/** An anchor in the directory: who they are, what their room is about, and the way in. */
export function AnchorTile({ room }: { room: RoomCard }) {
  const t = useTranslations("anchorDirectory");
  const live = room.liveStatus === LiveStatus.Live;
  const space = personalHref({ id: room.anchorId, isAnchor: 1 });
  return (
    <div className="flex items-center gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
      <Link
        href={space}
        prefetch={false}
        className="relative shrink-0"
        aria-label={t("space", { name: room.nickName })}
      >
        <span className={`block rounded-full p-0.5 ${live ? "bg-brand" : "bg-transparent"}`}>
          <UserAvatar src={room.portrait} name={room.nickName} size={56} />
        </span>
        {live ? (
          <LiveBadge
            live
            className="absolute -bottom-1 left-1/2 -translate-x-1/2 scale-90 whitespace-nowrap"
          />
        ) : null}
      </Link>
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
        className={`shrink-0 rounded-full px-3 py-1 text-xs font-medium ${
          live ? "bg-brand text-white hover:bg-brand-dark" : "bg-surface text-ink-soft hover:text-brand"
        }`}
      >
        {live ? t("watch") : t("visit")}
      </Link>
    </div>
  );
}
