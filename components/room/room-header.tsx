"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { RedPacketButton } from "@/components/room-money/red-packet-button";
import { UserAvatar } from "@/components/user/user-avatar";
import type { RoomDetail } from "@/lib/contracts/rooms";
import { formatCompact } from "@/lib/format/number";
import { LevelBadge } from "./chat-line";
import { categoryPath } from "./list-params";
import { FollowButton } from "./follow-button";
import { useRoomInfo } from "./use-room-info";
import { personalHref } from "@/lib/codes/personal-tabs";

/** The strip above the player: anchor, title, category, heat and viewers, follow and report. */
export function RoomHeader({ detail, live, ready }: { detail: RoomDetail; live: boolean; ready: boolean }) {
  const t = useTranslations("liveRoom.header");
  const { info } = useRoomInfo(detail.roomId);
  const { anchor } = detail;
  return (
    <div className="flex items-center gap-4 rounded-t-lg bg-white px-5 py-3 text-ink">
      <Link
        prefetch={false}
        href={personalHref({ id: anchor.id, isAnchor: 1 })}
        className="relative shrink-0"
        title={anchor.nickName}
      >
        <UserAvatar src={anchor.portrait} name={anchor.nickName} size={56} />
        {live ? (
          <span className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded-full bg-brand px-1.5 text-[10px] leading-4 whitespace-nowrap text-white">
            {t("live")}
          </span>
        ) : null}
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h1 className="truncate text-lg font-semibold text-ink">{detail.title}</h1>
          <Link
            prefetch={false}
            href={categoryPath(detail.navId)}
            className="shrink-0 rounded-sm border border-black/10 px-1.5 text-xs leading-5 text-ink-soft hover:border-brand hover:text-brand"
          >
            {detail.navName}
          </Link>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-mute">
          <span className="flex items-center text-sm text-ink-soft">
            <LevelBadge level={anchor.level} />
            {anchor.nickName}
          </span>
          <span>{t("roomNo", { id: detail.roomId })}</span>
          <span data-testid="room-heat">
            {t("heat", { value: formatCompact(info?.heat ?? detail.heat) })}
          </span>
          {live && info && info.online > 0 ? (
            <span>{t("online", { value: formatCompact(info.online) })}</span>
          ) : null}
        </div>
      </div>
      {ready ? <RedPacketButton roomId={detail.roomId} /> : null}
      <FollowButton roomId={detail.roomId} anchorId={anchor.id} fansCount={anchor.fansCount} />
      <Link
        prefetch={false}
        href={`/live/report?roomId=${detail.roomId}`}
        className="shrink-0 text-xs text-ink-mute hover:text-brand"
      >
        {t("report")}
      </Link>
    </div>
  );
}
