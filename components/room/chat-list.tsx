"use client";
import { useTranslations } from "next-intl";
import { useLayoutEffect, useRef, useState } from "react";
import type { ChatEvent } from "@/lib/contracts/room-stream";
import { ChatLine } from "./chat-line";
import { ChatUserMenu, type MenuTarget } from "./chat-user-menu";
import type { ChatItem } from "./use-chat-feed";

/** Within this distance of the bottom the list follows new lines; further up the reader keeps their place. */
const STICK_PX = 48;

type Props = {
  roomId: number;
  items: ChatItem[];
  hasMore: boolean;
  onLoadOlder: () => void;
  myUserId: number | null;
  canModerate: boolean;
  isAnchor: boolean;
  onMention: (nickName: string) => void;
};

export function ChatList({ roomId, items, hasMore, onLoadOlder, onMention, ...roles }: Props) {
  const t = useTranslations("liveRoom.chat");
  const boxRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const [menu, setMenu] = useState<MenuTarget | null>(null);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box && stick.current) box.scrollTop = box.scrollHeight;
  }, [items]);

  function openMenu(message: ChatEvent, target: HTMLElement) {
    const box = boxRef.current!;
    const r = target.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    setMenu({ message, top: r.bottom - b.top + box.scrollTop + 2, left: Math.max(4, r.left - b.left) });
  }

  return (
    <div
      ref={boxRef}
      onScroll={(e) => {
        const el = e.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
      }}
      className="relative min-h-0 flex-1 overflow-y-auto py-2"
      data-testid="chat-list"
    >
      {hasMore ? (
        <button
          type="button"
          onClick={onLoadOlder}
          className="mx-auto mb-1 block text-xs text-ink-mute hover:text-brand"
        >
          {t("older")}
        </button>
      ) : null}
      {items.length === 0 ? (
        <p className="px-3 py-6 text-center text-xs text-ink-mute">{t("empty")}</p>
      ) : null}
      <ul aria-live="polite" aria-label={t("listLabel")}>
        {items.map((item) => (
          <ChatLine key={item.key} item={item} onName={openMenu} />
        ))}
      </ul>
      {menu ? (
        <ChatUserMenu
          roomId={roomId}
          target={menu}
          {...roles}
          onMention={onMention}
          onClose={() => setMenu(null)}
        />
      ) : null}
    </div>
  );
}
