import type { BasketballStateCode } from "@/lib/codes/basketball-states";
import type { FootballStateCode } from "@/lib/codes/football-states";
import type {
  BasketballPeriod,
  BasketballPlay,
  BasketballPlayerLine,
  BasketballRosterEntry,
  BasketballStint,
} from "./basketball-types";
import type { FootballEvent, FootballPhase, FootballStatPoint, FootballTeamStats } from "./football-types";

export type Side = "home" | "away";
export type Sides<T> = { home: T; away: T };

/**
 * Team quality on a 0-100 scale: ~50 a relegation side, ~70 mid-table, ~90 a title contender.
 * Times (`atMs`, `startMs`, `endMs`) are real milliseconds since kick-off / tip-off.
 */
export type Strength = number;

/**
 * A football league's scoring level per match, both sides together, as its recent seasons
 * averaged (server/feed/league-profiles.ts): goals, yellow cards, red cards (second yellows
 * included) and corners.
 */
export type FootballLevels = { goals: number; yellow: number; red: number; corners: number };

// ---------- football ----------

/** `rating` (40-99, the squad sheet's) makes stars score, assist and stay on more; absent: the role alone. */
export type FootballPlayerInput = { id: number; position: string; starter?: boolean; rating?: number };
export type FootballTeamInput = { strength: Strength; players?: readonly FootballPlayerInput[] };

export type FootballScriptInput = {
  seed: number;
  home: FootballTeamInput;
  away: FootballTeamInput;
  kickoff: Date | number;
  /** Cup knockout tie: a draw after 90 minutes goes to extra time, then penalties. */
  knockout?: boolean;
  /** No home side (neutral venue): the home edge goes. */
  neutral?: boolean;
  /** The league's levels; a typical top league's when absent. */
  levels?: FootballLevels;
};

export type FootballScript = {
  sport: "football";
  seed: number;
  kickoffMs: number;
  knockout: boolean;
  expectedGoals: Sides<number>;
  phases: FootballPhase[];
  events: FootballEvent[];
  statPoints: FootballStatPoint[];
  halfScore: Sides<number>;
  finalScore: Sides<number>;
  extraTime: boolean;
  penaltyScore: Sides<number> | null;
  /** When the final whistle (or the last shoot-out kick) ends the match. */
  endMs: number;
};

export type FootballSnapshot = {
  state: FootballStateCode;
  minute: number;
  addedMinute: number;
  /** 23' · 45+2' · 中场 · 完场 · 未开赛 */
  clock: string;
  homeScore: number;
  awayScore: number;
  halfScore: Sides<number> | null;
  penaltyScore: Sides<number> | null;
  corners: Sides<number>;
  yellow: Sides<number>;
  red: Sides<number>;
  events: readonly FootballEvent[];
  stats: Sides<FootballTeamStats>;
};

// ---------- basketball ----------

export type BasketballRulesName = "NBA" | "CBA" | "FIBA";
/** `rating` (40-99) sets who plays the minutes and takes the shots; absent: starters and bench by role. */
export type BasketballPlayerInput = { id: number; position: string; starter?: boolean; rating?: number };
export type BasketballTeamInput = { strength: Strength; players: readonly BasketballPlayerInput[] };

export type BasketballScriptInput = {
  seed: number;
  rules: BasketballRulesName;
  home: BasketballTeamInput;
  away: BasketballTeamInput;
  kickoff: Date | number;
  /** Points a side scores against an equal side (the league's level); the rules' own when absent. */
  points?: number;
};

export type BasketballScript = {
  sport: "basketball";
  seed: number;
  rules: BasketballRulesName;
  kickoffMs: number;
  roster: BasketballRosterEntry[];
  periods: BasketballPeriod[];
  plays: BasketballPlay[];
  stints: BasketballStint[];
  periodScores: Sides<number[]>;
  finalScore: Sides<number>;
  endMs: number;
};

export type BasketballSnapshot = {
  state: BasketballStateCode;
  /** Period running or just ended (0 before tip-off). */
  period: number;
  remainingSeconds: number;
  /** 第三节 05:32 · 加时 02:10 · 第二节完 · 完场 · 未开赛 */
  clock: string;
  homeScore: number;
  awayScore: number;
  periodScores: Sides<number[]>;
  box: Sides<BasketballPlayerLine[]>;
  plays: readonly BasketballPlay[];
};

// ---------- odds (waters are Hong Kong odds: decimal odds − 1) ----------

/** 1X2 decimal odds; basketball's moneyline has no draw. */
export type EuropeanOdds = { home: number; draw: number | null; away: number };
/** `line` is what the home side gives: 0.75 = home −0.75 (主让), −0.5 = home receives half a goal. */
export type HandicapOdds = { line: number; home: number; away: number };
export type TotalOdds = { line: number; over: number; under: number };
export type BookQuotes = { european: EuropeanOdds; handicap: HandicapOdds; total: TotalOdds };

/** A book's margins (overround − 1) on 1X2 and on the Asian markets. */
export type Margins = { european: number; asian: number };
/** How a book reads a match against the market: log-odds shifts towards the home side and the over. */
export type BookTilt = { side: number; total: number };
/** One book pricing a match: its company id, margins and tilt. */
export type Book = { id: number; margins: Margins; tilt: BookTilt };

/** A line and the fair chance that its first side (home, over) wins, pushes left out. */
export type LineChance = { line: number; p: number; /** log-odds of `p`, for the books' tilts */ x: number };
/** The fair market at one moment: 1X2 chances (basketball: draw 0) and the Asian lines around the balance. */
export type FairMarket = {
  european: readonly [number, number, number];
  handicap: readonly LineChance[];
  total: readonly LineChance[];
};

/** The score and cards a live price is made from. */
export type LiveScore = {
  homeScore: number;
  awayScore: number;
  homeRed?: number;
  awayRed?: number;
  extraTime?: boolean;
};

/** One book's quote of one market at one moment of a match (`atMs` since kick-off). */
export type OddsChange = { companyId: number; atMs: number; homeScore: number; awayScore: number } & (
  | ({ market: "1x2" } & EuropeanOdds)
  | ({ market: "handicap" } & HandicapOdds)
  | ({ market: "total" } & TotalOdds)
);
