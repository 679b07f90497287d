"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SiteLink } from "@/components/layout/site-link";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user/user-avatar";
import { noticeApi } from "@/lib/api/notices";
import { noticeKindLabel, type NoticeBoxCode } from "@/lib/codes/notice-kinds";
import type { NoticeItem } from "@/lib/contracts/notices";
import { useNoticeStore } from "@/stores/notice-store";
import { toast } from "@/stores/ui-store";
import { accountTime } from "./account-time";
import { EmptyState } from "./account-section";

/** One box's notices; reading one (or all) updates the header and menu counts at once. */
export function NoticeList({
  box,
  initial,
  emptyText,
}: {
  box: NoticeBoxCode;
  initial: NoticeItem[];
  emptyText: string;
}) {
  const t = useTranslations("account");
  const [items, setItems] = useState(initial);
  const setUnread = useNoticeStore((s) => s.setUnread);

  async function mark(target: { id: number } | { box: NoticeBoxCode }) {
    const res = await noticeApi.markRead(target);
    if (res.code !== 200 || !res.data) return toast(res.message || t("common.failed"), "error");
    setUnread(res.data);
    setItems((list) => list.map((n) => ("id" in target && n.id !== target.id ? n : { ...n, read: true })));
  }

  if (!items.length) return <EmptyState text={emptyText} />;
  const anyUnread = items.some((n) => !n.read);
  return (
    <div>
      {anyUnread ? (
        <div className="mb-2 flex justify-end">
          <Button size="sm" variant="outline" onClick={() => void mark({ box })}>
            {t("notices.markAll")}
          </Button>
        </div>
      ) : null}
      <ul className="divide-y divide-black/5">
        {items.map((n) => (
          <li key={n.id} data-testid="notice-item" className="flex gap-3 py-4">
            {n.actor ? <UserAvatar src={n.actor.portrait} name={n.actor.nickName} size={40} /> : null}
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 text-[15px]">
                <span className="rounded bg-surface px-1.5 text-xs text-ink-soft">
                  {noticeKindLabel(n.kind)}
                </span>
                <span className={n.read ? "text-ink-soft" : "font-semibold text-ink"}>{n.title}</span>
                {!n.read ? (
                  <span className="rounded-full bg-brand px-1.5 text-[10px] leading-4 text-white">
                    {t("notices.unreadTag")}
                  </span>
                ) : null}
              </p>
              {n.content ? <p className="mt-1 text-sm break-words text-ink-soft">{n.content}</p> : null}
              <p className="mt-1 text-xs text-ink-mute">
                {accountTime(n.time)}
                {n.actor ? ` · ${t("notices.from", { name: n.actor.nickName })}` : ""}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-2">
              {n.link ? (
                <SiteLink
                  href={n.link}
                  onClick={() => (n.read ? undefined : void mark({ id: n.id }))}
                  className="text-sm text-brand hover:underline"
                >
                  {t("notices.open")}
                </SiteLink>
              ) : null}
              {!n.read ? (
                <Button size="sm" variant="ghost" onClick={() => void mark({ id: n.id })}>
                  {t("notices.markRead")}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
