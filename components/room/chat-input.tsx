"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { roomApi } from "@/lib/api/room-client";
import { CHAT_MAX_LENGTH } from "@/lib/codes/chat-limits";
import type { ChatMessage } from "@/lib/contracts/chat";
import { formatUntil } from "@/lib/format/relative-time";
import { useUserStore } from "@/stores/user-store";
import { DanmakuControls } from "./danmaku-controls";
import { EmojiPicker } from "./emoji-picker";

type Props = {
  roomId: number;
  draft: string;
  onDraft: (text: string) => void;
  mutedUntil: string | null;
  onSent: (message: ChatMessage) => void;
};

/** The chat box: expressions, the length counter, and the server's refusal (too fast, muted…) inline. */
export function ChatInput({ roomId, draft, onDraft, mutedUntil, onSent }: Props) {
  const t = useTranslations("liveRoom.chat");
  const signedIn = useUserStore((s) => Boolean(s.auth && s.userInfo));
  const openLogin = useUserStore((s) => s.openLogin);
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const length = [...draft].length;
  // The server sends a mute end only while the mute lasts; room info refreshes when it is over.
  const muted = mutedUntil !== null;

  async function send() {
    const content = draft.trim();
    if (!content || sending) return;
    setSending(true);
    const r = await roomApi.send(roomId, content);
    setSending(false);
    if (r.code === 200 && r.data) {
      setError("");
      onDraft("");
      onSent(r.data);
    } else setError(r.message);
  }

  // A visitor cannot write, but turns the danmaku on and off like everyone.
  if (!signedIn)
    return (
      <div className="flex items-center justify-between gap-2 border-t border-surface bg-surface/60 px-3 py-3 text-sm text-ink-soft">
        <DanmakuControls />
        <span>{t("signInToChat")}</span>
        <Button size="sm" onClick={openLogin}>
          {t("signIn")}
        </Button>
      </div>
    );

  return (
    <div className="border-t border-surface bg-surface/60 px-3 pt-2 pb-3">
      <div className="mb-1.5 flex items-center gap-1">
        <EmojiPicker disabled={muted} onPick={(code) => onDraft(draft + code)} />
        <DanmakuControls />
        <span
          className={`ml-auto text-xs tabular-nums ${length > CHAT_MAX_LENGTH ? "text-brand" : "text-ink-mute"}`}
        >
          {length}/{CHAT_MAX_LENGTH}
        </span>
      </div>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <input
          value={draft}
          onChange={(e) => (onDraft(e.target.value), setError(""))}
          disabled={muted}
          aria-label={t("inputLabel")}
          placeholder={
            muted ? t("mutedUntil", { time: formatUntil(mutedUntil, openedAt) }) : t("placeholder")
          }
          className="h-9 min-w-0 flex-1 rounded border border-black/10 bg-white px-3 text-sm text-ink placeholder:text-ink-mute focus:border-brand focus:outline-none disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-mute"
        />
        <Button type="submit" disabled={muted || sending || length === 0 || length > CHAT_MAX_LENGTH}>
          {t("send")}
        </Button>
      </form>
      {muted ? (
        <p className="mt-1.5 text-xs text-amber-700" data-testid="chat-muted">
          {t("mutedUntil", { time: formatUntil(mutedUntil, openedAt) })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-1.5 text-xs text-brand">
          {error}
        </p>
      ) : null}
    </div>
  );
}
