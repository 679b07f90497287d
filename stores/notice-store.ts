"use client";
import { create } from "zustand";
import type { UnreadCounts } from "@/lib/contracts/notices";

type NoticeState = {
  /** null until the signed-in user's counts are known. */
  unread: UnreadCounts | null;
  setUnread(unread: UnreadCounts | null): void;
};

/** Unread notices for the header badge and the boxes' tabs; fed by the api, its stream and mark-as-read. */
export const useNoticeStore = create<NoticeState>()((set) => ({
  unread: null,
  setUnread: (unread) => set({ unread }),
}));
