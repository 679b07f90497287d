"use client";
import { useEffect, useState } from "react";
import { roomApi } from "@/lib/api/room-client";
import type { ChatEvent, GiftEvent } from "@/lib/contracts/room-stream";
import { useRoomEvent } from "./room-events";

export type ChatItem =
  | { kind: "chat"; key: string; message: ChatEvent }
  | { kind: "gift"; key: string; gift: GiftEvent }
  | { kind: "system"; key: string; text: string };

/** Lines kept in the list; older ones scroll away (the history stays on the server). */
const MAX_ITEMS = 200;

const chatItem = (message: ChatEvent): ChatItem => ({ kind: "chat", key: `c${message.id}`, message });
let systemSeq = 0;
const systemItem = (text: string): ChatItem => ({ kind: "system", key: `s${++systemSeq}`, text });

function append(list: ChatItem[], item: ChatItem): ChatItem[] {
  if (list.some((i) => i.key === item.key)) return list;
  const next = [...list, item];
  return next.length > MAX_ITEMS ? next.slice(next.length - MAX_ITEMS) : next;
}

/** The room's chat: the last page of history and the welcome line, then the stream's lines. */
export function useChatFeed(roomId: number) {
  const [items, setItems] = useState<ChatItem[]>([]);
  const [oldest, setOldest] = useState<number | null>(null);
  const [hasMore, setHasMore] = useState(false);

  // Bumped when the stream says it could not resume: the history is read again.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    void Promise.all([roomApi.chatPage(roomId), roomApi.welcome(roomId)]).then(([page, welcome]) => {
      if (!current) return;
      const history = page.data?.list ?? [];
      const lines = history.map(chatItem);
      if (welcome.data?.welcome) lines.push(systemItem(welcome.data.welcome));
      setItems((live) => live.reduce(append, lines));
      setOldest(history[0]?.id ?? null);
      setHasMore(page.data?.hasMore ?? false);
    });
    return () => {
      current = false;
    };
  }, [roomId, generation]);

  async function loadOlder() {
    if (oldest === null) return;
    const page = await roomApi.chatPage(roomId, oldest);
    if (page.code !== 200 || !page.data) return;
    const older = page.data.list.map(chatItem);
    setItems((list) => [...older.filter((o) => !list.some((i) => i.key === o.key)), ...list]);
    setOldest(page.data.list[0]?.id ?? oldest);
    setHasMore(page.data.hasMore);
  }

  const add = (item: ChatItem) => setItems((list) => append(list, item));
  useRoomEvent("chat", (m) => add(chatItem(m)));
  useRoomEvent("barrage", (m) => add(chatItem(m)));
  useRoomEvent("gift", (g) => add({ kind: "gift", key: `g${g.recordId}`, gift: g }));
  useRoomEvent("system", (e) => add(systemItem(e.text)));
  useRoomEvent("resync", () => setGeneration((g) => g + 1));

  return { items, hasMore, loadOlder, added: (m: ChatEvent) => add(chatItem(m)) };
}
