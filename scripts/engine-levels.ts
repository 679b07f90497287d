import { Sport } from "@/lib/codes/sports";
import { createRandom } from "@/server/feed/engine/random";
import { buildPlan } from "@/server/feed/match-plan";
import type { MatchToPlay, RosterPlayer } from "@/server/feed/played-match";
import { catalogueTeams } from "@/server/seed/sports/catalogue";
import { generateFixtures } from "@/server/seed/sports/fixtures";
import { leagueById } from "@/server/seed/sports/leagues";
import { isFinishedState } from "@/server/seed/sports/match-clock";
import { playedFromPlan } from "@/server/seed/sports/play-with-engine";
import { generatePlayers } from "@/server/seed/sports/players";
import { matchOdds } from "@/server/seed/sports/prematch-odds";
import { DistinctPrices } from "@/server/seed/sports/pricing";
import { matchToPlay } from "@/server/seed/sports/sports-rows";

// `npx tsx scripts/engine-levels.ts [count]`: plays the seed's finished matches with the engine and
// prints scoring levels per league and the cost of a plan (build + final frame), per sport.
const now = Date.parse("2026-11-24T12:30:00+08:00");
const limit = Number(process.argv[2] ?? 400);
const rnd = createRandom(7 * 7919 + 17);
const players = generatePlayers(createRandom(7 * 104_729 + 3), catalogueTeams);
const rosters = new Map<number, RosterPlayer[]>();
for (const p of players) rosters.set(p.teamId, [...(rosters.get(p.teamId) ?? []), p]);
const finished = generateFixtures(rnd, now)
  .matches.filter((m) => isFinishedState(m.sportId, m.state))
  .sort((a, b) => b.kickoff - a.kickoff)
  .slice(0, limit);

type Tally = { n: number; sums: Record<string, number>; samples: Record<string, number[]> };
const tallies = new Map<string, Tally>();
const add = (league: string, key: string, value: number) => {
  const t = tallies.get(league) ?? { n: 0, sums: {}, samples: {} };
  tallies.set(league, t);
  t.sums[key] = (t.sums[key] ?? 0) + value;
  (t.samples[key] ??= []).push(value);
};
const cost = { football: [] as number[], basketball: [] as number[] };

const distinct = new DistinctPrices();
const toPlay: MatchToPlay[] = finished.map((m) =>
  matchToPlay(m, rosters, matchOdds(rnd, m, now, distinct).rows),
);
// A first pass warms the JIT up; the second is timed.
for (const m of toPlay.slice(0, 100)) playedFromPlan(buildPlan(m));
for (const [i, m] of finished.entries()) {
  const t0 = process.cpuUsage();
  const played = playedFromPlan(buildPlan(toPlay[i]));
  const used = process.cpuUsage(t0);
  cost[m.sportId === Sport.Football ? "football" : "basketball"].push((used.user + used.system) / 1000);
  const league = leagueById.get(m.leagueId)!.name;
  add(league, "matches", 1);
  if (m.sportId === Sport.Football) {
    const s = played.stats!;
    add(league, "goals", played.homeScore + played.awayScore);
    add(league, "yellow", (s.home.yellowCards ?? 0) + (s.away.yellowCards ?? 0));
    add(league, "red", (s.home.redCards ?? 0) + (s.away.redCards ?? 0));
    add(league, "corners", (s.home.corners ?? 0) + (s.away.corners ?? 0));
    continue;
  }
  add(league, "points/team", (played.homeScore + played.awayScore) / 2);
  for (const side of ["home", "away"] as const)
    played.quarters![side].slice(0, 4).forEach((q) => add(league, "quarter", q));
  const box = played.boxScores;
  add(league, "dnp-with-stats", box.filter((b) => !b.minutesPlayed && (b.points || b.rebounds)).length);
  add(league, "played/team", box.filter((b) => (b.minutesPlayed ?? 0) > 0).length / 2);
  add(league, "top scorer", Math.max(...box.map((b) => b.points ?? 0)));
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)];
for (const [league, t] of tallies) {
  const parts = Object.entries(t.sums)
    .filter(([k]) => k !== "matches")
    .map(([k, v]) => {
      const mean = (v / t.sums.matches) * (k === "quarter" ? 1 / 8 : 1);
      const xs = t.samples[k];
      return `${k} ${mean.toFixed(2)} [p5 ${pct(xs, 0.05)} p95 ${pct(xs, 0.95)}]`;
    });
  console.log(`${league.padEnd(5)} n=${t.sums.matches}  ${parts.join("  ")}`);
}
for (const [sport, xs] of Object.entries(cost))
  if (xs.length)
    console.log(
      `${sport}: ${xs.length} plans, CPU mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2)} ms, p50 ${pct(xs, 0.5).toFixed(2)} ms, p90 ${pct(xs, 0.9).toFixed(2)} ms`,
    );
