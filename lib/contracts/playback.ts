import { z } from "zod";
import { idInput, intInput, pageOf, pageQuery } from "./fields";

export const playbackMatch = z.object({
  matchId: z.number().int(),
  sportId: z.number().int().describe("1 football, 2 basketball"),
  leagueName: z.string(),
  homeTeamId: z.number().int().describe("the home team's id (its database page)"),
  homeName: z.string(),
  awayTeamId: z.number().int().describe("the away team's id (its database page)"),
  awayName: z.string(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  kickoff: z.string().describe("ISO time"),
});

export const playbackItem = z.object({
  recordId: z.number().int(),
  kind: z.number().int().describe("1 replay, 2 highlight"),
  roomId: z.number().int().nullable(),
  title: z.string(),
  cover: z.string().describe("image url; empty when the page should draw its own"),
  thumb: z.string().describe("a frame of the playback's video (media server); empty when unknown"),
  duration: z.number().int().describe("seconds"),
  playCount: z.number().int(),
  price: z.number().int().describe("diamonds; 0 = free"),
  createdAt: z.string().describe("ISO time"),
  match: playbackMatch.nullable(),
});
export type PlaybackItem = z.infer<typeof playbackItem>;

export const playbackDetail = playbackItem.extend({
  anchor: z
    .object({ id: z.number().int(), nickName: z.string(), portrait: z.string() })
    .nullable()
    .describe("the room's anchor; null for a highlight without a room"),
  /**
   * FLV with HTTP Range and an exact keyframe index (seekable), signed for this caller and
   * playback (free: 6 hours; priced: its length plus 30 minutes); null for a visitor and while a
   * priced one is not bought by the caller.
   */
  videoUrl: z.string().nullable(),
  paid: z.boolean().describe("true when free or bought by the caller"),
});
export type PlaybackDetail = z.infer<typeof playbackDetail>;

export const playbackPage = pageOf(playbackItem);

export const pageByRoomBody = pageQuery.extend({
  roomId: idInput("房间编号不正确"),
  pageSize: intInput(z.number().min(1, "每页至少1条").max(100, "每页最多100条"), 20),
});
export const playbackDetailQuery = z.object({ recordId: idInput("回放编号不正确") });

export const highlightListQuery = pageQuery.extend({
  sportId: intInput(z.number().min(0).max(2), 0).describe("0 all, 1 football, 2 basketball"),
  pageSize: intInput(z.number().min(1, "每页至少1条").max(100, "每页最多100条"), 20),
});
export const highlightDetailQuery = z.object({ id: idInput("集锦编号不正确") });

/** `/inform/movie-highlights/pay`: unlocks a priced highlight with diamonds (once; a repeat is free). */
export const highlightPayBody = highlightDetailQuery;
export const highlightPayData = z.object({
  id: z.number().int(),
  price: z.number().int().describe("diamonds of the highlight"),
  charged: z.boolean().describe("false when it was free or already bought: nothing was taken"),
  paid: z.literal(true),
  balance: z.number().int().describe("the caller's diamonds after"),
});
export type HighlightPayData = z.infer<typeof highlightPayData>;
