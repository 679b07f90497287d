"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SiteLink } from "@/components/layout/site-link";
import { roomHref } from "@/components/room/room-card";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user/user-avatar";
import type { ReservedMatchRow } from "@/lib/api/account-types";
import { livePersonalApi } from "@/lib/api/live-personal";
import { toast } from "@/stores/ui-store";
import { EmptyState } from "./account-section";
import { MatchLine } from "./match-line";

/** My reservations with the rooms that will commentate each; 取消预约 removes one. */
export function ReservedMatchList({
  initial,
  emptyText,
}: {
  initial: ReservedMatchRow[];
  emptyText: string;
}) {
  const t = useTranslations("account.reserve");
  const [rows, setRows] = useState(initial);

  async function cancel(m: ReservedMatchRow) {
    const res = await livePersonalApi.setReserved(m.id, m.sportId, false);
    if (res.code !== 200) return toast(res.message, "error");
    setRows((list) => list.filter((r) => r.id !== m.id));
    toast(t("cancelled"), "success");
  }

  if (!rows.length) return <EmptyState text={emptyText} />;
  return (
    <ul className="divide-y divide-black/5">
      {rows.map((m) => (
        <li key={`${m.sportId}-${m.id}`} className="space-y-2 py-3">
          <div className="flex items-center gap-3">
            <MatchLine match={m} />
            <Button size="sm" variant="ghost" onClick={() => void cancel(m)}>
              {t("cancel")}
            </Button>
          </div>
          <div className="flex items-center gap-2 pl-20 text-xs">
            <span className="shrink-0 text-ink-mute">{t("rooms")}</span>
            {m.rooms.length ? (
              m.rooms.map((r) => (
                <SiteLink
                  key={r.roomId}
                  href={roomHref(r.roomId)}
                  className="flex items-center gap-1.5 rounded-full bg-surface py-1 pr-3 pl-1 hover:text-brand"
                >
                  <UserAvatar src={r.portrait} name={r.nickName} size={20} />
                  {r.nickName}
                </SiteLink>
              ))
            ) : (
              <span className="text-ink-mute">{t("noRooms")}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
