import { createCanvas } from "@napi-rs/canvas";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { OddsMarket } from "@/lib/codes/odds-markets";
import { Sport } from "@/lib/codes/sports";
import type { ReplayTrack } from "@/lib/match-animation/replay-state";
import { replayLengthMs, replayPeriods } from "@/lib/match-animation/replay-timeline";
import { BASKETBALL_COMPANIES, FOOTBALL_COMPANIES } from "@/server/feed/companies";
import { createRandom } from "@/server/feed/engine/random";
import { leagueProfile } from "@/server/feed/league-profiles";
import { buildPlan } from "@/server/feed/match-plan";
import type { MatchToPlay } from "@/server/feed/played-match";
import { indexFlv, keyframeIndexOf } from "@/server/media/flv/keyframe-index";
import { ffmpegEncoder } from "@/server/media/replay/ffmpeg-encoder";
import { renderReplay, REPLAY_VIDEO, type RenderCanvas } from "@/server/media/replay/replay-render";
import { catalogueTeams } from "@/server/seed/sports/catalogue";
import { leagueById } from "@/server/seed/sports/leagues";
import { generatePlayers } from "@/server/seed/sports/players";
import { compareEvents, type EventRow } from "@/server/services/match-detail/timeline";
import { eventsInReplay, planInReplay } from "@/server/services/stream/replay-track";

// `npx tsx scripts/bench/replay-render.ts`: renders one football match and one NBA game as the
// media process renders a replay (480x270, 5 fps) and reports render time and file size.

const LEAGUE = { [Sport.Football]: 36, [Sport.Basketball]: 1 } as const;

function toPlay(sportId: 1 | 2, engineSeed: number): MatchToPlay {
  const league = LEAGUE[sportId];
  const [home, away] = catalogueTeams.filter((t) => t.squadLeagueId === league).slice(0, 2);
  const squads = generatePlayers(createRandom(3), [home, away]);
  const side = (t: typeof home) => ({
    teamId: t.id,
    name: t.name,
    strength: t.strength,
    players: squads.filter((p) => p.teamId === t.id),
  });
  const quote = { home: 2.1, draw: 3.3, away: 3.4, line: null };
  const asian = { home: 0.92, draw: null, away: 0.94, line: 0.25 };
  const companies = sportId === Sport.Football ? FOOTBALL_COMPANIES : BASKETBALL_COMPANIES;
  return {
    id: 1,
    sportId,
    leagueId: league,
    leagueName: sportId === Sport.Football ? "英超" : "NBA",
    profile: leagueProfile(leagueById.get(league)!),
    kickoff: new Date(Date.UTC(2026, 10, 20, 12)),
    engineSeed,
    quarterMinutes: sportId === Sport.Football ? 0 : 12,
    knockout: false,
    neutral: false,
    home: side(home),
    away: side(away),
    odds: companies.flatMap((c) => [
      { companyId: c.id, market: OddsMarket.European, ...quote },
      { companyId: c.id, market: OddsMarket.Handicap, ...asian },
      { companyId: c.id, market: OddsMarket.OverUnder, ...asian, line: 2.5 },
    ]),
  };
}

function trackOf(sportId: 1 | 2, seed: number): ReplayTrack {
  const plan = buildPlan(toPlay(sportId, seed));
  const name = (id: number | null | undefined) => (id ? (plan.players.get(id)?.name ?? null) : null);
  const rows = plan.timeline
    .map((e, i): EventRow => ({
      id: i + 1,
      type: e.type,
      side: e.side,
      period: e.period,
      minute: e.minute,
      addedMinute: e.addedMinute ?? 0,
      second: e.second ?? 0,
      homeScore: e.homeScore,
      awayScore: e.awayScore,
      note: e.note ?? "",
      playerId: e.playerId ?? null,
      playerName: name(e.playerId),
      assistId: e.assistPlayerId ?? null,
      assistName: name(e.assistPlayerId),
      subOutId: e.subOutPlayerId ?? null,
      subOutName: name(e.subOutPlayerId),
    }))
    .sort(compareEvents);
  const sport = sportId === Sport.Football ? "football" : "basketball";
  const periods = replayPeriods(sport, rows, 12);
  const { home, away } = plan.match;
  return {
    sport,
    matchId: 1,
    home: { name: home.name, colour: "#c8102e" },
    away: { name: away.name, colour: "#034694" },
    anchor: "测试主播",
    caption: `${home.name} vs ${away.name} 直播回放`,
    periods,
    lengthMs: replayLengthMs(periods),
    events: eventsInReplay(rows, periods),
    ...planInReplay(plan, periods),
  };
}

async function measure(label: string, track: ReplayTrack, dir: string) {
  const raw = path.join(dir, `${label}.raw.flv`);
  const { width, height, fps } = REPLAY_VIDEO;
  const started = Date.now();
  const create = (w: number, h: number) => createCanvas(w, h) as unknown as RenderCanvas;
  const { frames } = await renderReplay(track, ffmpegEncoder(raw, { width, height, fps }), {
    createCanvas: create,
  });
  const body = indexFlv(await readFile(raw));
  await writeFile(path.join(dir, `${label}.flv`), body);
  const ms = Date.now() - started;
  const minutes = track.lengthMs / 60_000;
  console.log(
    `${label}: ${minutes.toFixed(1)} min of replay (${frames} frames, ${track.events.length} events, ` +
      `${track.momentum.length} momentum moments) rendered in ${(ms / 1000).toFixed(1)} s ` +
      `(${(track.lengthMs / ms) | 0}x real time), ${(body.length / 1024 / 1024).toFixed(1)} MB, ` +
      `${keyframeIndexOf(body)?.times.length ?? 0} key frames`,
  );
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "replay-bench-"));
  try {
    await measure("football", trackOf(Sport.Football, 11), dir);
    await measure("basketball", trackOf(Sport.Basketball, 21), dir);
  } finally {
    if (!process.env.KEEP) await rm(dir, { recursive: true, force: true });
    else console.log(dir);
  }
}

void main();
