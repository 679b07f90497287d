import { PlaybackKind } from "@/lib/codes/playback-kinds";
import { Sport } from "@/lib/codes/sports";

/** Replays play at /playback/{id}; highlights, for signed-in users, at /playback/video/{id}. */
export const playbackHref = (p: { recordId: number; kind: number }) =>
  p.kind === PlaybackKind.Highlight ? `/playback/video/${p.recordId}` : `/playback/${p.recordId}`;

export const replayListHref = (roomId: number) => `/playback/list/${roomId}`;

export const matchHref = (m: { matchId: number; sportId: number }) =>
  `/${m.sportId === Sport.Basketball ? "basketball" : "football"}/live/${m.matchId}`;

/** Drawn covers use the match's sport colours; records without a match use the general one. */
export const GENERAL_COVER_NAV = 3;
