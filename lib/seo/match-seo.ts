import "server-only";
import type { Metadata } from "next";
import {
  BasketballState,
  isBasketballFinished,
  isBasketballLive,
  isBasketballNotStarted,
} from "@/lib/codes/basketball-states";
import {
  FootballState,
  isFootballFinished,
  isFootballLive,
  isFootballNotStarted,
} from "@/lib/codes/football-states";
import { Sport, SPORT_LABELS, type SportId } from "@/lib/codes/sports";
import { leagueHref, matchPageHref, teamHref } from "@/lib/database-links";
import { pageMetadata } from "./page-metadata";
import { siteOrigin } from "./site-url";
import { breadcrumbList, sportsEvent, type JsonLdNode, type MatchPhase } from "./structured-data";

/** What the football and basketball match headers share, enough for a match's head and JSON-LD. */
export type MatchSeoData = {
  id: number;
  sportId: number;
  state: number;
  kickoff: string;
  homeScore: number;
  awayScore: number;
  home: { id: number; name: string; nameEn: string };
  away: { id: number; name: string; nameEn: string };
  league: { id: number; name: string; fullName: string };
  round: string;
  venue: { name: string; city: string } | null;
};

/** The match's sharing image, drawn by the api (both sides' colours, the score) and public through the gateway. */
export const matchImagePath = (matchId: number) => `/gateway/live/og/match/${matchId}`;

const FOOTBALL_OFF: ReadonlySet<number> = new Set([FootballState.Postponed, FootballState.Undetermined]);
const FOOTBALL_CANCELLED: ReadonlySet<number> = new Set([FootballState.Cancelled, FootballState.Abandoned]);
const BASKET_OFF: ReadonlySet<number> = new Set([BasketballState.Postponed, BasketballState.Undetermined]);
const BASKET_CANCELLED: ReadonlySet<number> = new Set([BasketballState.Cancelled, BasketballState.Abandoned]);

export function matchPhase(sportId: number, state: number): MatchPhase {
  const basketball = sportId === Sport.Basketball;
  if ((basketball ? BASKET_CANCELLED : FOOTBALL_CANCELLED).has(state)) return "cancelled";
  if ((basketball ? BASKET_OFF : FOOTBALL_OFF).has(state)) return "postponed";
  if (basketball ? isBasketballFinished(state) : isFootballFinished(state)) return "finished";
  if (basketball ? isBasketballLive(state) : isFootballLive(state)) return "live";
  if (basketball ? isBasketballNotStarted(state) : isFootballNotStarted(state)) return "scheduled";
  return "live";
}

const sportName = (sportId: number) => SPORT_LABELS[sportId as SportId] ?? SPORT_LABELS[Sport.Football];

/** A match tab's head: its own title and description, keywords of both sides, the tab's URL, the drawn card. */
export function matchMetadata(
  m: MatchSeoData,
  page: { title: string; description: string; path: string },
): Metadata {
  const vs = `${m.home.name}vs${m.away.name}`;
  return pageMetadata({
    ...page,
    keywords: [
      vs,
      `${vs}直播`,
      `${m.home.name}比分`,
      `${m.away.name}比分`,
      `${m.league.name}直播`,
      `${m.league.name}比分`,
      m.league.fullName,
      `${sportName(m.sportId)}比分`,
      "即时比分",
      "比赛直播",
    ],
    image: matchImagePath(m.id),
    imageAlt: `${m.home.name} vs ${m.away.name}`,
  });
}

/** SportsEvent and the breadcrumb (首页 › 足球/篮球 › league › match) for a match page. */
export function matchJsonLd(m: MatchSeoData): JsonLdNode[] {
  const origin = siteOrigin();
  const phase = matchPhase(m.sportId, m.state);
  const sport = sportName(m.sportId);
  const path = matchPageHref(m.sportId, m.id);
  const name = `${m.league.name} ${m.home.name} vs ${m.away.name}`;
  const leaguePath = leagueHref(m.sportId, m.league.id);
  return [
    sportsEvent(origin, {
      path,
      name,
      description: `${m.league.fullName}${m.round ? ` ${m.round}` : ""}：${m.home.name} 对阵 ${m.away.name}`,
      sport,
      kickoff: m.kickoff,
      phase,
      score: phase === "live" || phase === "finished" ? `${m.homeScore} : ${m.awayScore}` : null,
      league: { name: m.league.fullName, path: leaguePath },
      home: { name: m.home.name, path: teamHref(m.sportId, m.home.id) },
      away: { name: m.away.name, path: teamHref(m.sportId, m.away.id) },
      venue: m.venue,
      image: matchImagePath(m.id),
    }),
    breadcrumbList(origin, [
      { name: "首页", path: "/" },
      { name: sport, path: m.sportId === Sport.Basketball ? "/basketball" : "/football" },
      { name: m.league.name, path: leaguePath },
      { name: `${m.home.name} vs ${m.away.name}`, path },
    ]),
  ];
}
