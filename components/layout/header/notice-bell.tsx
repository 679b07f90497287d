"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useEventStream } from "@/components/realtime/use-event-stream";
import { NOTICE_STREAM_EVENT } from "@/lib/codes/notice-kinds";
import type { UnreadCounts } from "@/lib/contracts/notices";
import { NOTICE_STREAM_URL, noticeApi } from "@/lib/api/notices";
import { useNoticeStore } from "@/stores/notice-store";
import { SiteLink } from "../site-link";
import { UnreadBadge } from "./unread-badge";

const TYPES = [NOTICE_STREAM_EVENT] as const;

const isCounts = (d: unknown): d is UnreadCounts =>
  typeof d === "object" && d !== null && typeof (d as UnreadCounts).total === "number";

/** 消息 in the header: the unread count, kept live by the user's notice stream. */
export function NoticeBell() {
  const t = useTranslations("account.header");
  const unread = useNoticeStore((s) => s.unread);
  const setUnread = useNoticeStore((s) => s.setUnread);

  useEffect(() => {
    let alive = true;
    void noticeApi.unread().then((res) => {
      if (alive && res.code === 200 && res.data) setUnread(res.data);
    });
    return () => {
      alive = false;
    };
  }, [setUnread]);

  useEventStream(NOTICE_STREAM_URL, TYPES, (type, data) => {
    if (type === NOTICE_STREAM_EVENT && isCounts(data)) setUnread(data);
    else if (type !== NOTICE_STREAM_EVENT)
      void noticeApi.unread().then((res) => res.code === 200 && res.data && setUnread(res.data));
  });

  const total = unread?.total ?? 0;
  const href = unread && unread.information === 0 && unread.message > 0 ? "/v/message" : "/v/information";
  return (
    <SiteLink
      href={href}
      aria-label={total ? t("bellUnread", { count: total }) : t("bell")}
      data-testid="notice-bell"
      className="relative flex size-9 items-center justify-center rounded-full text-ink-soft hover:bg-surface hover:text-brand"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        className="size-5"
        aria-hidden
      >
        <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" strokeLinejoin="round" />
        <path d="M10 20a2 2 0 0 0 4 0" strokeLinecap="round" />
      </svg>
      <UnreadBadge count={total} className="absolute -top-0.5 -right-0.5" />
    </SiteLink>
  );
}
