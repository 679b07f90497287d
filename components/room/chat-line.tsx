"use client";
import { useTranslations } from "next-intl";
import { mediaUrl } from "@/lib/api/envelope";
import type { ChatEvent, ChatRole } from "@/lib/contracts/room-stream";
import { ChatText } from "./chat-text";
import type { ChatItem } from "./use-chat-feed";

const BADGE: Record<Exclude<ChatRole, "viewer">, string> = {
  anchor: "bg-brand text-white",
  manager: "bg-amber-700 text-white",
};

export function RoleBadge({ role }: { role: ChatRole }) {
  const t = useTranslations("liveRoom.chat.roles");
  if (role === "viewer") return null;
  return <span className={`mr-1 rounded-sm px-1 text-[11px] leading-4 ${BADGE[role]}`}>{t(role)}</span>;
}

export function LevelBadge({ level }: { level: number }) {
  if (level <= 0) return null;
  const tone = level >= 20 ? "bg-purple-700" : level >= 10 ? "bg-sky-700" : "bg-emerald-700";
  return (
    <span className={`mr-1 rounded-sm px-1 text-[11px] leading-4 text-white italic ${tone}`}>LV{level}</span>
  );
}

type Props = { item: ChatItem; onName: (m: ChatEvent, target: HTMLElement) => void };

/** One line of the chat list: a message, a gift or a notice. */
export function ChatLine({ item, onName }: Props) {
  const t = useTranslations("liveRoom.chat");
  if (item.kind === "system") return <li className="px-3 py-1 text-xs text-amber-700">{item.text}</li>;
  if (item.kind === "gift") {
    const g = item.gift;
    return (
      <li className="px-3 py-1 text-xs text-rose-700">
        {t("gift", { name: g.nickName, gift: g.giftName, count: g.count })}
        {/* eslint-disable-next-line @next/next/no-img-element -- gift icons are small built-in images */}
        <img
          src={mediaUrl(g.giftIcon)}
          alt=""
          width={18}
          height={18}
          className="ml-1 inline-block align-text-bottom"
        />
      </li>
    );
  }
  const m = item.message;
  return (
    <li className="px-3 py-1 text-sm leading-6 break-all" data-testid="chat-line">
      <RoleBadge role={m.role} />
      <LevelBadge level={m.level} />
      <button
        type="button"
        className="text-sky-700 hover:underline"
        onClick={(e) => onName(m, e.currentTarget)}
        aria-haspopup="menu"
      >
        {m.nickName}
      </button>
      <span className="text-ink-mute">：</span>
      <span className="text-ink">
        <ChatText content={m.content} />
      </span>
    </li>
  );
}
