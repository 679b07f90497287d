/** Table zones a league's rules give its top and bottom places (the colour bands of a standings table). */
export const TableZone = {
  ChampionsLeague: "championsLeague",
  EuropaLeague: "europaLeague",
  ConferenceLeague: "conferenceLeague",
  AsianChampions: "asianChampions",
  Libertadores: "libertadores",
  Promotion: "promotion",
  PromotionPlayoff: "promotionPlayoff",
  Knockout: "knockout",
  KnockoutPlayoff: "knockoutPlayoff",
  Relegation: "relegation",
} as const;

export type TableZoneKey = (typeof TableZone)[keyof typeof TableZone];

export const TABLE_ZONE_LABELS: Record<TableZoneKey, string> = {
  championsLeague: "欧冠",
  europaLeague: "欧联",
  conferenceLeague: "欧协联",
  asianChampions: "亚冠",
  libertadores: "解放者杯",
  promotion: "升级",
  promotionPlayoff: "升级附加赛",
  knockout: "直接晋级",
  knockoutPlayoff: "附加赛",
  relegation: "降级",
};

type ZoneRule = { top: readonly (readonly [TableZoneKey, number])[]; relegation: number };

const Z = TableZone;
/** By league id: the places each top zone takes, in order, and how many go down. */
const LEAGUE_ZONES: Record<number, ZoneRule> = {
  36: {
    top: [
      [Z.ChampionsLeague, 4],
      [Z.EuropaLeague, 1],
      [Z.ConferenceLeague, 1],
    ],
    relegation: 3,
  },
  31: {
    top: [
      [Z.ChampionsLeague, 4],
      [Z.EuropaLeague, 2],
      [Z.ConferenceLeague, 1],
    ],
    relegation: 3,
  },
  8: {
    top: [
      [Z.ChampionsLeague, 4],
      [Z.EuropaLeague, 1],
      [Z.ConferenceLeague, 1],
    ],
    relegation: 2,
  },
  34: {
    top: [
      [Z.ChampionsLeague, 4],
      [Z.EuropaLeague, 1],
      [Z.ConferenceLeague, 1],
    ],
    relegation: 3,
  },
  11: {
    top: [
      [Z.ChampionsLeague, 4],
      [Z.EuropaLeague, 1],
      [Z.ConferenceLeague, 1],
    ],
    relegation: 2,
  },
  16: {
    top: [
      [Z.ChampionsLeague, 2],
      [Z.EuropaLeague, 1],
      [Z.ConferenceLeague, 1],
    ],
    relegation: 2,
  },
  23: {
    top: [
      [Z.ChampionsLeague, 2],
      [Z.EuropaLeague, 1],
      [Z.ConferenceLeague, 1],
    ],
    relegation: 2,
  },
  29: {
    top: [
      [Z.ChampionsLeague, 1],
      [Z.EuropaLeague, 1],
      [Z.ConferenceLeague, 1],
    ],
    relegation: 1,
  },
  30: {
    top: [
      [Z.ChampionsLeague, 1],
      [Z.EuropaLeague, 1],
      [Z.ConferenceLeague, 1],
    ],
    relegation: 3,
  },
  37: {
    top: [
      [Z.Promotion, 2],
      [Z.PromotionPlayoff, 4],
    ],
    relegation: 3,
  },
  9: {
    top: [
      [Z.Promotion, 2],
      [Z.PromotionPlayoff, 1],
    ],
    relegation: 2,
  },
  33: {
    top: [
      [Z.Promotion, 2],
      [Z.PromotionPlayoff, 4],
    ],
    relegation: 4,
  },
  60: { top: [[Z.AsianChampions, 3]], relegation: 2 },
  292: { top: [[Z.AsianChampions, 3]], relegation: 3 },
  25: { top: [[Z.AsianChampions, 3]], relegation: 3 },
  15: { top: [[Z.AsianChampions, 3]], relegation: 1 },
  4: { top: [[Z.Libertadores, 6]], relegation: 4 },
  103: {
    top: [
      [Z.Knockout, 8],
      [Z.KnockoutPlayoff, 16],
    ],
    relegation: 0,
  },
  113: {
    top: [
      [Z.Knockout, 8],
      [Z.KnockoutPlayoff, 16],
    ],
    relegation: 0,
  },
};

/** The zone of a place (1-based) in a table of `size` teams, or null in mid-table or without rules. */
export function tableZone(leagueId: number, rank: number, size: number): TableZoneKey | null {
  const rule = LEAGUE_ZONES[leagueId];
  if (!rule) return null;
  if (rule.relegation > 0 && rank > size - rule.relegation) return Z.Relegation;
  let upTo = 0;
  for (const [zone, places] of rule.top) {
    upTo += places;
    if (rank <= upTo) return zone;
  }
  return null;
}

/** The zones a league's table uses, top first, for the legend under the table. */
export function leagueZones(leagueId: number): TableZoneKey[] {
  const rule = LEAGUE_ZONES[leagueId];
  if (!rule) return [];
  return [...rule.top.map(([zone]) => zone), ...(rule.relegation > 0 ? [Z.Relegation] : [])];
}
