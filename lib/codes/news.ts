import { Sport, type SportId } from "./sports";

/** SPEC §9: news lists show 30 a page. */
export const NEWS_PAGE_SIZE = 30;

/** Column type of `/inform/column/getColumnByType?type=1`: the news columns (the only type there is). */
export const NEWS_COLUMN_TYPE = 1;

export type NewsColumn = {
  columnNo: number;
  name: string;
  /** A sport's column lists every article of the sport. */
  sportId: SportId | null;
  /** A league's column lists the articles filed under it. */
  leagueId: number | null;
};

/** The 头条 column lists every article. */
export const HEADLINE_COLUMN = 1;

/** The news columns in tab order; league ids are the catalogue's (server/seed/sports/leagues.ts). */
export const NEWS_COLUMNS: readonly NewsColumn[] = [
  { columnNo: HEADLINE_COLUMN, name: "头条", sportId: null, leagueId: null },
  { columnNo: 2, name: "足球", sportId: Sport.Football, leagueId: null },
  { columnNo: 3, name: "篮球", sportId: Sport.Basketball, leagueId: null },
  { columnNo: 4, name: "英超", sportId: Sport.Football, leagueId: 36 },
  { columnNo: 5, name: "西甲", sportId: Sport.Football, leagueId: 31 },
  { columnNo: 6, name: "德甲", sportId: Sport.Football, leagueId: 8 },
  { columnNo: 7, name: "意甲", sportId: Sport.Football, leagueId: 34 },
  { columnNo: 8, name: "法甲", sportId: Sport.Football, leagueId: 11 },
  { columnNo: 9, name: "中超", sportId: Sport.Football, leagueId: 60 },
  { columnNo: 10, name: "欧冠", sportId: Sport.Football, leagueId: 103 },
  { columnNo: 11, name: "NBA", sportId: Sport.Basketball, leagueId: 1 },
  { columnNo: 12, name: "CBA", sportId: Sport.Basketball, leagueId: 5 },
  { columnNo: 13, name: "世界杯", sportId: Sport.Football, leagueId: 75 },
];

export const columnOf = (columnNo: number) => NEWS_COLUMNS.find((c) => c.columnNo === columnNo) ?? null;

/** The league's own column, else its sport's. */
export function columnOfLeague(leagueId: number, sportId: SportId): NewsColumn {
  return (
    NEWS_COLUMNS.find((c) => c.leagueId === leagueId) ??
    NEWS_COLUMNS.find((c) => c.sportId === sportId && c.leagueId === null)!
  );
}

/** Leagues whose finished matches get a report and whose big matches a preview. */
export const REPORTED_LEAGUE_IDS: ReadonlySet<number> = new Set(
  NEWS_COLUMNS.flatMap((c) => (c.leagueId === null ? [] : [c.leagueId])),
);

export const ArticleKind = {
  Editorial: 1,
  MatchReport: 2,
  MatchPreview: 3,
} as const;
export type ArticleKindCode = (typeof ArticleKind)[keyof typeof ArticleKind];
export const ARTICLE_KIND_LABELS: Record<ArticleKindCode, string> = {
  1: "专栏",
  2: "赛后战报",
  3: "赛前前瞻",
};

export const ArticleTag = {
  Team: 1,
  League: 2,
  Player: 3,
  Match: 4,
} as const;
export type ArticleTagCode = (typeof ArticleTag)[keyof typeof ArticleTag];

/** `collect?flag`: 1 collects, 0 removes. `type` 1 is an article (the only collectable kind here). */
export const CollectFlag = { Remove: 0, Add: 1 } as const;
export const COLLECT_TYPE_ARTICLE = 1;

/** An article comment's length cap (characters, after trimming). */
export const NEWS_COMMENT_MAX = 300;
