import { z } from "zod";
import { SEARCH_KINDS, SEARCH_WORD_MAX } from "@/lib/codes/search";
import { intInput, plainText } from "./fields";
import { userCard } from "./user";

/** Empty words are allowed (they find nothing and are not recorded). */
export const searchWord = plainText(SEARCH_WORD_MAX)
  .transform((v) => v.replace(/\s+/g, " "))
  .default("");

export const searchQuery = z.object({
  word: searchWord,
  type: intInput(z.number().min(0, "类型只能是0、1、2").max(2, "类型只能是0、1、2"), 0),
});

export const roomByWordQuery = z.object({
  word: searchWord,
  type: intInput(z.number().min(0, "类型只能是0或1").max(1, "类型只能是0或1"), 0).describe(
    "0 all rooms, 1 live only",
  ),
});

export const roomHit = z.object({
  roomId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  navId: z.number().int(),
  anchorId: z.number().int(),
  nickName: z.string().describe("anchor nickname"),
  portrait: z.string(),
  liveStatus: z.number().int(),
  heat: z.number().int(),
});
export type RoomHit = z.infer<typeof roomHit>;

/** One found player, team, competition, match, expert or article, with the page it leads to. */
export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  sportId: z.number().int().describe("1 football, 2 basketball; 0 when the hit has no sport"),
  name: z.string(),
  detail: z.string().describe("a short second line: team and position, league and kickoff, author…"),
  href: z.string().describe("the page the hit leads to"),
});
export type SearchHit = z.infer<typeof searchHit>;

/** Hits grouped by kind; the group holding the best match comes first, best match first inside. */
export const searchGroups = z.array(z.object({ kind: z.enum(SEARCH_KINDS), hits: z.array(searchHit) }));
export type SearchGroups = z.infer<typeof searchGroups>;

export const searchData = z.object({
  groups: searchGroups,
  users: z.array(userCard),
  rooms: z.array(roomHit),
});

export const suggestQuery = z.object({ word: searchWord });

export const hotSearchQuery = z.object({ size: intInput(z.number().min(1).max(20, "最多20条"), 10) });
export const hotSearchData = z.array(z.object({ word: z.string() }));
