import type { Db, Tx } from "../db/client";
import type { Logger } from "../log/logger";
import type { EventBus } from "../realtime/event-bus";
import type { FeedClock } from "./feed-clock";
import { loadDueMatches, loadProgress, loadSetups, type DueMatch } from "./feed-load";
import { publishNews } from "./feed-publish";
import { writeFrame } from "./feed-write";
import type { FinishedMatch, MatchFeed, MatchFinishedHook } from "./match-feed";
import { buildPlan } from "./match-plan";
import { commitStep, newTracked, stepOf, type Tracked } from "./match-tracker";

const HOUR = 3_600_000;
/** Every match is over within this long of kick-off (extra time and penalties, basketball overtimes). */
const PLAY_WINDOW_MS = 4 * HOUR;
/** The first tick also finishes matches left unfinished while the api was down. */
const CATCH_UP_MS = 30 * 24 * HOUR;
const MAX_FAILURES = 3;

export type SimulatedFeedOptions = {
  db: Db;
  bus: EventBus;
  clock: FeedClock;
  log: Logger;
  tickMs?: number;
  /** Runs first in each match's write transaction and throws to refuse it (an api process that no longer leads). */
  fence?: (tx: Tx) => Promise<void>;
};
export type TickReport = { due: number; written: number; finished: number; ms: number };
export interface SimulatedFeed extends MatchFeed {
  /** One pass over the matches in play; start() runs it every tickMs (tests call it directly). */
  tick(): Promise<TickReport>;
}

/**
 * The default match feed (DESIGN §4): plays every match from its engine seed inside the api
 * process. Each tick, for every match kicked off and not final, it computes the plan's frame at
 * feed time, stores what changed in one transaction per match and then publishes it on the bus.
 */
export function createSimulatedFeed({
  db,
  bus,
  clock,
  log,
  tickMs = 1000,
  fence,
}: SimulatedFeedOptions): SimulatedFeed {
  const tracked = new Map<number, Tracked>();
  const failures = new Map<number, number>();
  const onMatchFinished: MatchFinishedHook[] = [];
  let caughtUp = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | null = null;
  // Rows older than about two ticks are history when a match is taken over: stored, not announced.
  const graceMs = () => Math.max(5_000, 2 * tickMs * clock.scale);

  async function track(due: readonly DueMatch[], now: number) {
    const fresh = due.filter((d) => !tracked.has(d.row.id) && (failures.get(d.row.id) ?? 0) < MAX_FAILURES);
    if (!fresh.length) return;
    const [setups, progress] = await Promise.all([loadSetups(db, fresh), loadProgress(db, fresh)]);
    for (const d of fresh) {
      const setup = setups.get(d.row.id)!;
      try {
        const plan = buildPlan(setup.toPlay);
        const sentUpTo = now - d.row.kickoff.getTime() - graceMs();
        tracked.set(
          d.row.id,
          newTracked(d, plan, progress.get(d.row.id)!, setup.listOdds, setup.closing, sentUpTo),
        );
      } catch (error) {
        failures.set(d.row.id, MAX_FAILURES);
        log.error("feed: cannot plan match", { matchId: d.row.id, error: String(error) });
      }
    }
  }

  async function finish(t: Tracked) {
    const { row } = t.due;
    const match: FinishedMatch = {
      id: row.id,
      sportId: row.sportId,
      leagueId: row.leagueId,
      seasonId: row.seasonId,
      homeTeamId: row.homeTeamId,
      awayTeamId: row.awayTeamId,
      state: t.live.state,
      homeScore: t.live.homeScore,
      awayScore: t.live.awayScore,
      homePenScore: t.live.homePenScore,
      awayPenScore: t.live.awayPenScore,
      finishedAt: t.plan.match.kickoff.getTime() + t.plan.script.endMs,
    };
    tracked.delete(row.id);
    for (const hook of onMatchFinished) {
      try {
        await hook(match);
      } catch (error) {
        log.error("feed: match-finished hook failed", { matchId: row.id, error: String(error) });
      }
    }
  }

  /** Stores and announces one match's changes; true when something was written. */
  async function advance(t: Tracked, now: number): Promise<boolean> {
    const step = stepOf(t, now);
    if (step.idle) return false;
    const ids = await writeFrame(db, step.write, fence);
    await publishNews(bus, commitStep(t, step, ids));
    if (step.frame.finished) await finish(t);
    return true;
  }

  async function tick(): Promise<TickReport> {
    const started = performance.now();
    const now = clock.now();
    const due = await loadDueMatches(db, now, now - (caughtUp ? PLAY_WINDOW_MS : CATCH_UP_MS));
    caughtUp = true;
    const dueIds = new Set(due.map((d) => d.row.id));
    for (const id of tracked.keys()) if (!dueIds.has(id)) tracked.delete(id);
    await track(due, now);
    let written = 0;
    let finished = 0;
    for (const d of due) {
      const t = tracked.get(d.row.id);
      if (!t) continue;
      try {
        if (await advance(t, now)) written++;
        if (!tracked.has(d.row.id)) finished++;
      } catch (error) {
        // Forget the match: the next tick reloads what was stored and tries again.
        tracked.delete(d.row.id);
        failures.set(d.row.id, (failures.get(d.row.id) ?? 0) + 1);
        log.error("feed: match update failed", { matchId: d.row.id, error: String(error) });
      }
    }
    const report = { due: due.length, written, finished, ms: Math.round(performance.now() - started) };
    if (written) log.debug("feed tick", report);
    return report;
  }

  const runTick = () => {
    if (running) return running;
    running = tick()
      .catch((error) => log.error("feed: tick failed", { error: String(error) }))
      .finally(() => (running = null));
    return running;
  };

  return {
    onMatchFinished,
    tick,
    async start() {
      // Start from what is stored: another process may have played on since this one last ran.
      tracked.clear();
      failures.clear();
      caughtUp = false;
      await runTick();
      timer = setInterval(() => void runTick(), tickMs);
      log.info("match feed started", { tickMs, timeScale: clock.scale });
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
