"use client";
import type { NoticeBoxCode } from "@/lib/codes/notice-kinds";
import type { UnreadCounts } from "@/lib/contracts/notices";
import { API_GATEWAY } from "./envelope";
import { http } from "./http";

export const noticeApi = {
  unread: () => http.get<UnreadCounts>("/user/notice/unread"),
  markRead: (target: { id: number } | { box: NoticeBoxCode }) =>
    http.post<UnreadCounts>("/user/notice/read", target),
};

/** The signed-in user's own stream (the gateway adds the session). */
export const NOTICE_STREAM_URL = `${API_GATEWAY}/user/notice/stream`;
