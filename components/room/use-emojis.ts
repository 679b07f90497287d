"use client";
import useSWR from "swr";
import { roomApi } from "@/lib/api/room-client";
import type { EmojiSet } from "@/lib/contracts/emoji";

async function loadEmojis(): Promise<EmojiSet> {
  const r = await roomApi.emojis();
  if (r.code !== 200 || !r.data) throw new Error(r.message);
  return r.data;
}

/** The chat expressions ([微笑] → image); fetched once per page. */
export function useEmojis() {
  const { data } = useSWR("chat-emojis", loadEmojis, { revalidateOnFocus: false });
  return data ?? null;
}
