"use client";
import type { HighlightPayData, PlaybackDetail } from "@/lib/contracts/playback";
import { http } from "./http";

/** The detail again with the viewer's token: only a signed-in (and, when priced, paying) viewer gets the video link. */
export const fetchPlaybackDetail = (recordId: number) =>
  http.get<PlaybackDetail>("/api/back/detail", { recordId });

export const fetchHighlightDetail = (id: number) =>
  http.get<PlaybackDetail>("/inform/movie-highlights/detail", { id });

/** Unlocks a priced highlight with diamonds. */
export const payHighlight = (id: number) =>
  http.post<HighlightPayData>("/inform/movie-highlights/pay", { id });
