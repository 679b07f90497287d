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

// ---------- football ----------

export type FootballPlayerInput = { id: number; position: string; starter?: boolean };
export type FootballTeamInput = { strength: Strength; players?: readonly FootballPlayerInput[] };

export type FootballScriptInput = {
  seed: number;
  home: FootballTeamInput;
  away: FootballTeamInput;
  kickoff: Date | number;
  /** Cup knockout tie: a draw after 90 minutes goes to extra time, then penalties. */
  knockout?: boolean;
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
export type BasketballPlayerInput = { id: number; position: string; starter?: boolean };
export type BasketballTeamInput = { strength: Strength; players: readonly BasketballPlayerInput[] };

export type BasketballScriptInput = {
  seed: number;
  rules: BasketballRulesName;
  home: BasketballTeamInput;
  away: BasketballTeamInput;
  kickoff: Date | number;
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

export type EuropeanOdds = { home: number; draw: number; away: number };
/** `line` is what the home side gives: 0.75 = home −0.75 (主让), −0.5 = home receives half a goal. */
export type HandicapOdds = { line: number; home: number; away: number };
export type TotalOdds = { line: number; over: number; under: number };

export type FootballMatchOdds = {
  sport: "football";
  margin: number;
  expected: Sides<number>;
  european: EuropeanOdds;
  handicap: HandicapOdds;
  overUnder: TotalOdds;
};

export type BasketballMatchOdds = {
  sport: "basketball";
  rules: BasketballRulesName;
  margin: number;
  expected: Sides<number>;
  gameMinutes: number;
  handicap: HandicapOdds;
  total: TotalOdds;
};

export type MatchOdds = FootballMatchOdds | BasketballMatchOdds;

/** The score and cards a live price is made from. */
export type LiveScore = {
  homeScore: number;
  awayScore: number;
  homeRed?: number;
  awayRed?: number;
  extraTime?: boolean;
};

export type OddsQuote =
  | ({ market: "1x2" } & EuropeanOdds)
  | ({ market: "handicap" } & HandicapOdds)
  | ({ market: "total" } & TotalOdds);

/** `playType` is the SPEC code of the sport (FootballPlayType / BasketballPlayType). */
export type OddsChange = OddsQuote & {
  atMs: number;
  playType: number;
  live: boolean;
  homeScore: number;
  awayScore: number;
};
