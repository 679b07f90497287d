"use client";
import { useState } from "react";
import { ReconnectingBadge } from "@/components/realtime/reconnecting-badge";
import { useUserStore } from "@/stores/user-store";
import { ChatInput } from "./chat-input";
import { ChatList } from "./chat-list";
import { useRoomEvent, useRoomStreamStatus } from "./room-events";
import { useChatFeed } from "./use-chat-feed";
import { useRoomInfo } from "./use-room-info";

/** The 聊天 tab: history and live lines, the moderation menu and the chat box. */
export function ChatPanel({ roomId }: { roomId: number }) {
  const feed = useChatFeed(roomId);
  const { info, mutate, canModerate, isAnchor } = useRoomInfo(roomId);
  const myUserId = useUserStore((s) => s.userInfo?.id ?? null);
  const [draft, setDraft] = useState("");
  const status = useRoomStreamStatus();

  // A mute, an unmute or an appointment of this viewer changes what their page allows at once.
  useRoomEvent("system", (e) => {
    if (e.userId === undefined || e.userId !== myUserId || !info) return;
    if (e.kind === "mute") void mutate({ ...info, mutedUntil: e.until ?? info.mutedUntil });
    else if (e.kind === "unmute") void mutate({ ...info, mutedUntil: null });
    else if (e.kind === "managerAdd" || e.kind === "managerRemove") void mutate();
  });

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <ReconnectingBadge status={status} className="absolute top-2 left-1/2 z-10 -translate-x-1/2" />
      <ChatList
        roomId={roomId}
        items={feed.items}
        hasMore={feed.hasMore}
        onLoadOlder={() => void feed.loadOlder()}
        myUserId={myUserId}
        canModerate={canModerate}
        isAnchor={isAnchor}
        onMention={(name) => setDraft((d) => `@${name} ${d}`)}
      />
      <ChatInput
        roomId={roomId}
        draft={draft}
        onDraft={setDraft}
        mutedUntil={info?.mutedUntil ?? null}
        onSent={feed.added}
      />
    </div>
  );
}
