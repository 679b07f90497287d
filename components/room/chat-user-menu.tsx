"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { ApiResult } from "@/lib/api/envelope";
import { roomApi } from "@/lib/api/room-client";
import type { ChatEvent } from "@/lib/contracts/room-stream";
import { toast } from "@/stores/ui-store";
import { personalHref } from "@/lib/codes/personal-tabs";

export type MenuTarget = { message: ChatEvent; top: number; left: number };

type Props = {
  roomId: number;
  target: MenuTarget;
  myUserId: number | null;
  canModerate: boolean;
  isAnchor: boolean;
  onMention: (nickName: string) => void;
  onClose: () => void;
};

const ITEM = "block w-full px-4 py-2 text-left text-sm text-ink hover:bg-brand-light hover:text-brand";

/** What a click on a chatter's name offers; moderation only to the anchor and their managers. */
export function ChatUserMenu({ roomId, target, myUserId, canModerate, isAnchor, onMention, onClose }: Props) {
  const t = useTranslations("liveRoom.chat.menu");
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const { message } = target;
  const isSelf = message.userId === myUserId;
  const canMute =
    canModerate && !isSelf && message.role !== "anchor" && (isAnchor || message.role === "viewer");
  const canAppoint = isAnchor && !isSelf && message.role === "viewer";

  useEffect(() => {
    const outside = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose();
    };
    const escape = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("mousedown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("mousedown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, [onClose]);

  async function run(
    action: (roomId: number, nickName: string) => Promise<ApiResult<unknown>>,
    done: string,
  ) {
    setBusy(true);
    const r = await action(roomId, message.nickName);
    setBusy(false);
    toast(r.code === 200 ? done : r.message, r.code === 200 ? "success" : "error");
    onClose();
  }

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={t("label", { name: message.nickName })}
      className="absolute z-30 w-36 overflow-hidden rounded-md bg-white py-1 shadow-xl ring-1 ring-black/5"
      style={{ top: target.top, left: target.left }}
    >
      <p className="truncate border-b border-surface px-4 pb-1.5 text-xs text-ink-mute">{message.nickName}</p>
      <Link
        role="menuitem"
        href={personalHref({ id: message.userId, isAnchor: message.role === "anchor" ? 1 : 0 })}
        className={ITEM}
        target="_blank"
      >
        {t("space")}
      </Link>
      {!isSelf ? (
        <button
          role="menuitem"
          type="button"
          className={ITEM}
          onClick={() => (onMention(message.nickName), onClose())}
        >
          {t("mention")}
        </button>
      ) : null}
      {canMute ? (
        <button
          role="menuitem"
          type="button"
          disabled={busy}
          className={ITEM}
          onClick={() => void run(roomApi.mute, t("muted", { name: message.nickName }))}
        >
          {t("mute")}
        </button>
      ) : null}
      {canAppoint ? (
        <button
          role="menuitem"
          type="button"
          disabled={busy}
          className={ITEM}
          onClick={() => void run(roomApi.appoint, t("appointed", { name: message.nickName }))}
        >
          {t("appoint")}
        </button>
      ) : null}
    </div>
  );
}
