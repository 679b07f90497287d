"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SiteLink } from "@/components/layout/site-link";
import { roomHref } from "@/components/room/room-card";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user/user-avatar";
import { livePersonalApi } from "@/lib/api/live-personal";
import type { FollowCard } from "@/lib/api/account-types";
import { personalHref } from "@/lib/codes/personal-tabs";
import { LiveStatus } from "@/lib/codes/rooms";
import { toast } from "@/stores/ui-store";
import { EmptyState } from "./account-section";

/** The people I follow in one role; 取消关注 takes one off the list at once. */
export function FollowList({ initial, emptyText }: { initial: FollowCard[]; emptyText: string }) {
  const t = useTranslations("account.attention");
  const [people, setPeople] = useState(initial);

  async function unfollow(id: number) {
    const res = await livePersonalApi.followAnchor(id, false);
    if (res.code !== 200) return toast(res.message, "error");
    setPeople((list) => list.filter((p) => p.id !== id));
    toast(t("unfollowed"), "success");
  }

  if (!people.length) return <EmptyState text={emptyText} />;
  return (
    <ul className="grid grid-cols-2 gap-3">
      {people.map((p) => (
        <li
          key={p.id}
          data-testid="follow-card"
          className="flex items-center gap-3 rounded-md p-3 ring-1 ring-black/5"
        >
          <SiteLink href={personalHref(p)}>
            <UserAvatar src={p.portrait} name={p.nickName} size={48} />
          </SiteLink>
          <div className="min-w-0 flex-1">
            <SiteLink href={personalHref(p)} className="block truncate font-medium text-ink hover:text-brand">
              {p.nickName}
            </SiteLink>
            <p className="text-xs text-ink-mute">
              LV{p.level ?? 0} · {t("fans", { count: p.fans })}
              {p.liveStatus === LiveStatus.Live ? <span className="ml-1 text-brand">{t("live")}</span> : null}
            </p>
            {p.roomId ? (
              <SiteLink href={roomHref(p.roomId)} className="text-xs text-brand hover:underline">
                {t("enterRoom")}
              </SiteLink>
            ) : null}
          </div>
          <Button
            size="sm"
            variant="subtle"
            onClick={() => void unfollow(p.id)}
            aria-label={`${t("unfollow")} ${p.nickName}`}
          >
            {t("unfollow")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
