import Link from "next/link";
import { useTranslations } from "next-intl";
import { LiveBadge } from "@/components/room/live-badge";
import { roomHref } from "@/components/room/room-card";
import { UserAvatar } from "@/components/user/user-avatar";
import { type RoomCard } from "@/lib/contracts/rooms";
import { LiveStatus } from "@/lib/codes/rooms";

/** The room being reported, so the reporter can check it is the right one. */
export function ReportedRoom({ room }: { room: RoomCard }) {
  const t = useTranslations("liveReport");
  return (
    <div className="flex items-center gap-3 rounded-md bg-surface p-3">
      <UserAvatar src={room.portrait} name={room.nickName} size={44} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm">
          <span className="text-ink-mute">{t("reporting")}</span>
          <Link href={roomHref(room.roomId)} className="truncate font-medium hover:text-brand">
            {room.title}
          </Link>
          <LiveBadge live={room.liveStatus === LiveStatus.Live} />
        </p>
        <p className="mt-0.5 text-xs text-ink-mute">
          {t("roomLine", { anchor: room.nickName, id: room.roomId })}
        </p>
      </div>
    </div>
  );
}
