import type { ListRow } from "./list-types";

/** A plausible row for tests: 曼城 v 利物浦 in the 英超, not started, with Crown's lines. */
export function sampleRow(over: Partial<ListRow> & { id: number }): ListRow {
  return {
    sportId: 1,
    state: 1,
    clock: "",
    kickoff: "2026-11-22T12:00:00.000Z",
    homeScore: 0,
    awayScore: 0,
    homeHalfScore: null,
    awayHalfScore: null,
    homeCorners: 0,
    awayCorners: 0,
    homeYellow: 0,
    awayYellow: 0,
    homeRed: 0,
    awayRed: 0,
    homeQuarters: null,
    awayQuarters: null,
    league: { id: 36, name: "英超", colour: "#3D195B" },
    round: "第13轮",
    home: {
      id: 10 + over.id,
      name: "曼城",
      nameEn: "Manchester City",
      colour: "#6CABDD",
      colour2: "#FFFFFF",
      rank: 2,
    },
    away: {
      id: 100 + over.id,
      name: "利物浦",
      nameEn: "Liverpool",
      colour: "#C8102E",
      colour2: "#FFFFFF",
      rank: 1,
    },
    jcNo: null,
    bjdcNo: null,
    isHot: false,
    odds: { handicap: 0.25, handicapHome: 0.92, handicapAway: 0.94, total: 2.75, over: 0.9, under: 0.96 },
    hasLive: true,
    watch: [],
    ...over,
  };
}
