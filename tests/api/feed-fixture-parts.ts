import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import { odds } from "@/server/db/schema/odds";
import { marginsOf } from "@/server/feed/book-views";
import { expectedGoals } from "@/server/feed/engine/football-model";
import {
  basketballExpectedPoints,
  basketballFair,
  bookQuotes,
  footballFair,
  NO_TILT,
} from "@/server/feed/engine/odds-model";
import { buildPlan } from "@/server/feed/match-plan";
import type { CatalogueTeam } from "@/server/seed/sports/catalogue";
import { BASKETBALL_COMPANIES, FOOTBALL_COMPANIES } from "@/server/feed/companies";
import { leagueProfile } from "@/server/feed/league-profiles";
import type { MatchToPlay, RosterPlayer } from "@/server/feed/played-match";
import { leagueById } from "@/server/seed/sports/leagues";
import type { generatePlayers } from "@/server/seed/sports/players";

// Parts of the feed tests' fixture world (feed-fixtures.ts): engine seeds and opening quotes.

function roster(playerRows: ReturnType<typeof generatePlayers>, teamId: number): RosterPlayer[] {
  return playerRows
    .filter((p) => p.teamId === teamId)
    .map(({ id, name, number, position, rating }) => ({ id, name, number, position, rating }));
}

/** An engine seed whose knockout script needs a penalty shoot-out, found by trying seeds in turn. */
export function shootoutSeed(
  matchId: number,
  leagueId: number,
  home: CatalogueTeam,
  away: CatalogueTeam,
  squads: ReturnType<typeof generatePlayers>,
  kickoff: number,
) {
  for (let seed = 1; ; seed++) {
    const match: MatchToPlay = {
      id: matchId,
      sportId: Sport.Football,
      leagueId,
      leagueName: "英超",
      profile: leagueProfile(leagueById.get(leagueId)!),
      kickoff: new Date(kickoff),
      engineSeed: seed,
      quarterMinutes: 0,
      knockout: true,
      neutral: false,
      home: {
        teamId: home.id,
        name: home.shortName,
        strength: home.strength,
        players: roster(squads, home.id),
      },
      away: {
        teamId: away.id,
        name: away.shortName,
        strength: away.strength,
        players: roster(squads, away.id),
      },
      odds: [],
    };
    const { script } = buildPlan(match);
    if (script.sport === "football" && script.penaltyScore) return seed;
  }
}

type Quote = [home: number, draw: number | null, away: number, line: number | null];

/** Opening quotes of every company: the engine's own prematch prices with the company's margins. */
export function quotes(matchId: number, home: number, away: number, basketball: boolean, opened: Date) {
  const rows: (typeof odds.$inferInsert)[] = [];
  const fair = basketball
    ? basketballFair("NBA", basketballExpectedPoints("NBA", 114, home, away))
    : footballFair(expectedGoals(home, away));
  for (const c of basketball ? BASKETBALL_COMPANIES : FOOTBALL_COMPANIES) {
    const f = bookQuotes(fair, { margins: marginsOf(c, basketball), tilt: NO_TILT }, !basketball);
    const markets: [1 | 2 | 3, Quote][] = [
      [OddsMarket.European, [f.european.home, f.european.draw, f.european.away, null]],
      [OddsMarket.Handicap, [f.handicap.home, null, f.handicap.away, f.handicap.line]],
      [OddsMarket.OverUnder, [f.total.over, null, f.total.under, f.total.line]],
    ];
    for (const [market, [h, d, a, line]] of markets) {
      const quote = {
        initHome: h,
        initDraw: d,
        initAway: a,
        initLine: line,
        home: h,
        draw: d,
        away: a,
        line,
      };
      rows.push({
        matchId,
        market,
        companyId: c.id,
        ...quote,
        openedAt: opened,
        updatedAt: opened,
        closed: false,
      });
    }
  }
  return rows;
}
