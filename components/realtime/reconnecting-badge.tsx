"use client";
import { useTranslations } from "next-intl";
import type { StreamStatus } from "./event-stream";

/** A polite live region that says 重新连接中 while a live stream is away, and nothing otherwise. */
export function ReconnectingBadge({ status, className = "" }: { status: StreamStatus; className?: string }) {
  const t = useTranslations("common.realtime");
  return (
    <span role="status" aria-live="polite" className={className}>
      {status === "reconnecting" ? (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-700 ring-1 ring-amber-200"
          data-testid="reconnecting"
        >
          <span className="size-1.5 animate-pulse rounded-full bg-amber-500" aria-hidden />
          {t("reconnecting")}
        </span>
      ) : null}
    </span>
  );
}
