import "server-only";
import type { Metadata } from "next";
import { basketballPositionLabel, footballPositionLabel } from "@/lib/codes/positions";
import { Sport, SPORT_LABELS, type SportId } from "@/lib/codes/sports";
import type { LeagueInfo, TeamInfo } from "@/lib/contracts/database";
import { databaseHome, hotBoardHref, leagueHref, playerHref, teamHref } from "@/lib/database-links";
import { pageMetadata } from "./page-metadata";
import { siteOrigin } from "./site-url";
import { breadcrumbList, competition, person, sportsTeam, type JsonLdNode } from "./structured-data";

const sportOf = (sportId: number) => SPORT_LABELS[sportId as SportId] ?? SPORT_LABELS[Sport.Football];
/** 足球资料库 / 篮球资料库 as a crumb: the first step of every database trail. */
export const dataHome = (sportId: number) => ({
  name: `${sportOf(sportId)}资料库`,
  path: databaseHome(sportId),
});

type Member = { id: number; name: string };
type Player = {
  id: number;
  name: string;
  nameEn: string;
  position: string;
  nationality: string;
  birthDate: string;
  heightCm: number;
  weightKg: number;
  team: { id: number; name: string };
};

export function teamMetadata(team: TeamInfo): Metadata {
  const sport = sportOf(team.sportId);
  return pageMetadata({
    title: `${team.name} 球队资料`,
    description: `${team.name}（${team.nameEn}）${sport}队资料：阵容名单、赛程赛果、历史战绩与球员数据，主场${team.venue ?? team.city}。`,
    keywords: [
      team.name,
      team.shortName,
      team.nameEn,
      `${team.name}阵容`,
      `${team.name}赛程`,
      `${team.name}比分`,
      ...team.leagues.map((l) => l.name),
    ],
    path: teamHref(team.sportId, team.id),
    type: "profile",
  });
}

export function teamJsonLd(team: TeamInfo, members: readonly Member[]): JsonLdNode[] {
  const origin = siteOrigin();
  const path = teamHref(team.sportId, team.id);
  return [
    sportsTeam(origin, {
      path,
      name: team.name,
      alternateName: team.nameEn,
      sport: sportOf(team.sportId),
      city: team.city,
      country: team.country,
      venue: team.venue,
      leagues: team.leagues.map((l) => ({ name: l.name, path: leagueHref(team.sportId, l.id) })),
      members: members.map((m) => ({ name: m.name, path: playerHref(team.sportId, m.id) })),
    }),
    breadcrumbList(origin, [{ name: "首页", path: "/" }, dataHome(team.sportId), { name: team.name, path }]),
  ];
}

const positionOf = (sportId: number, position: string) =>
  sportId === Sport.Basketball ? basketballPositionLabel(position) : footballPositionLabel(position);

export function playerMetadata(sportId: number, p: Player): Metadata {
  return pageMetadata({
    title: `${p.name} 球员资料`,
    description: `${p.name}（${p.nameEn}），${p.team.name}${positionOf(sportId, p.position)}，${p.nationality}籍，身高${p.heightCm}厘米、体重${p.weightKg}公斤：生涯数据、比赛记录。`,
    keywords: [p.name, p.nameEn, `${p.name}数据`, p.team.name, `${p.team.name}球员`],
    path: playerHref(sportId, p.id),
    type: "profile",
  });
}

export function playerJsonLd(sportId: number, p: Player): JsonLdNode[] {
  const origin = siteOrigin();
  const path = playerHref(sportId, p.id);
  const teamPath = teamHref(sportId, p.team.id);
  return [
    person(origin, {
      path,
      name: p.name,
      alternateName: p.nameEn,
      nationality: p.nationality,
      birthDate: p.birthDate,
      heightCm: p.heightCm,
      weightKg: p.weightKg,
      team: { name: p.team.name, path: teamPath },
      jobTitle: positionOf(sportId, p.position),
    }),
    breadcrumbList(origin, [
      { name: "首页", path: "/" },
      dataHome(sportId),
      { name: p.team.name, path: teamPath },
      { name: p.name, path },
    ]),
  ];
}

/** `path`: the tab or season shown (its own page); the league's front by default. */
export function leagueMetadata(league: LeagueInfo, season: string, title: string, path?: string): Metadata {
  return pageMetadata({
    title,
    description: `${league.fullName} ${season}赛季资料：积分榜、赛程赛果、射手榜与球队数据。`,
    keywords: [
      league.name,
      league.fullName,
      league.nameEn,
      `${league.name}积分榜`,
      `${league.name}赛程`,
      `${league.name}射手榜`,
    ],
    path: path ?? leagueHref(league.sportId, league.id),
  });
}

export function leagueJsonLd(league: LeagueInfo): JsonLdNode[] {
  const origin = siteOrigin();
  const path = leagueHref(league.sportId, league.id);
  return [
    competition(origin, {
      path,
      name: league.fullName,
      alternateName: league.name,
      sport: sportOf(league.sportId),
      country: league.country,
    }),
    breadcrumbList(origin, [
      { name: "首页", path: "/" },
      dataHome(league.sportId),
      { name: league.name, path },
    ]),
  ];
}

/** A league season's hot board (射手榜 / 得分榜): canonical on the season's own board, trail through the league. */
export function hotBoardHead(league: LeagueInfo, season: { id: number; name: string }, title: string) {
  const basketball = league.sportId === Sport.Basketball;
  const board = basketball ? "得分榜" : "射手榜";
  const path = hotBoardHref(league.sportId, league.id, season.id);
  return {
    metadata: pageMetadata({
      title,
      description: `${league.fullName} ${season.name}赛季${board}：球员排名、所属球队与${basketball ? "场均得分" : "进球、助攻"}数据。`,
      keywords: [
        `${league.name}${board}`,
        league.name,
        league.fullName,
        board,
        `${sportOf(league.sportId)}数据`,
      ],
      path,
    }),
    jsonLd: [
      breadcrumbList(siteOrigin(), [
        { name: "首页", path: "/" },
        dataHome(league.sportId),
        { name: league.name, path: leagueHref(league.sportId, league.id) },
        { name: title, path },
      ]),
    ],
  };
}
