import { OddsMarket } from "@/lib/codes/odds-markets";
import type { MatchUpdate } from "@/lib/contracts/match-stream";
import { LIST_COMPANY_ID } from "@/lib/codes/odds-markets";
import { listOddsOf, type ClosingQuote } from "./closing-quotes";
import type { DueMatch, ListOdds, Progress } from "./feed-load";
import type { TickNews } from "./feed-publish";
import type { FrameWrite } from "./feed-write";
import { matchUpdate, sameLive } from "./live-columns";
import { frameAt, type Frame, type LiveColumns } from "./match-frame";
import type { MatchPlan } from "./match-plan";
import { momentumBetween } from "./momentum";

/** What the feed remembers of a match between ticks: the plan and what is already stored and sent. */
export type Tracked = {
  due: DueMatch;
  plan: MatchPlan;
  stored: Progress;
  live: LiveColumns;
  /** The stored score is the feed's own (not a seed placeholder), so it may never go down. */
  fed: boolean;
  stats: string | null;
  box: Map<number, string>;
  listOdds: ListOdds;
  /** The closing pre-match quotes the match's odds go back to once it is finished. */
  closing: readonly ClosingQuote[];
  /** Script time up to which rows were published; older rows are stored silently (take-over, restart). */
  sentUpTo: number;
};

export type Step = { frame: Frame; write: FrameWrite; idle: boolean };

export function newTracked(
  due: DueMatch,
  plan: MatchPlan,
  stored: Progress,
  listOdds: ListOdds,
  closing: readonly ClosingQuote[],
  sentUpTo: number,
): Tracked {
  return {
    due,
    plan,
    stored,
    live: due.stored,
    fed: stored.lineups,
    stats: null,
    box: new Map(),
    listOdds,
    closing,
    sentUpTo,
  };
}

function emptyWrite(matchId: number, kickoff: number, now: number): FrameWrite {
  const none = { events: [], commentary: [], odds: [], box: [], lineups: [] };
  return {
    matchId,
    kickoff,
    now,
    live: null,
    formations: null,
    stats: null,
    finished: false,
    closing: null,
    ...none,
  };
}

/** The rows to store for the match at feed time `now`; `idle` when nothing changed. */
export function stepOf(t: Tracked, now: number): Step {
  const { plan, stored } = t;
  const kickoff = plan.match.kickoff.getTime();
  const frame = frameAt(plan, now - kickoff);
  const live = sameLive(frame.live, t.live) ? null : frame.live;
  // Feed time behind what this feed already stored (FEED_TIME_SCALE lowered on a kept database):
  // wait for the clock to catch up rather than show a match going backwards.
  const behind =
    frame.events < stored.events ||
    frame.commentary < stored.commentary ||
    frame.odds < stored.odds ||
    (t.fed && (frame.live.homeScore < t.live.homeScore || frame.live.awayScore < t.live.awayScore));
  if (behind) return { frame, write: emptyWrite(plan.match.id, kickoff, now), idle: true };
  const statsJson = frame.stats && JSON.stringify(frame.stats);
  const box = frame.box.filter((b) => t.box.get(b.playerId) !== JSON.stringify(b));
  const kickedOff = frame.started && !stored.lineups;
  const write: FrameWrite = {
    matchId: plan.match.id,
    kickoff,
    now,
    live,
    formations: kickedOff ? plan.formations : null,
    events: plan.timeline.slice(stored.events, frame.events),
    commentary: plan.commentary.slice(stored.commentary, frame.commentary),
    odds: plan.odds.slice(stored.odds, frame.odds),
    // Basketball team totals and box lines travel together, so a box change resends the totals.
    stats: statsJson !== t.stats || box.length ? frame.stats : null,
    box,
    lineups: kickedOff ? plan.lineups : [],
    finished: frame.finished,
    closing: frame.finished ? t.closing : null,
  };
  const idle =
    !live &&
    !write.formations &&
    !write.events.length &&
    !write.commentary.length &&
    !write.odds.length &&
    !write.stats &&
    !box.length &&
    !write.lineups.length;
  return { frame, write, idle };
}

/** Records a committed step and returns what to publish about it. */
export function commitStep(
  t: Tracked,
  { frame, write }: Step,
  ids: { eventIds: number[]; commentaryIds: number[] },
): TickNews {
  const fresh = (atMs: number) => atMs > t.sentUpTo;
  t.stored = {
    events: frame.events,
    commentary: frame.commentary,
    odds: frame.odds,
    lineups: t.stored.lineups || write.lineups.length > 0,
  };
  if (write.live) t.live = write.live;
  t.fed = true;
  if (frame.stats) t.stats = JSON.stringify(frame.stats);
  for (const b of write.box) t.box.set(b.playerId, JSON.stringify(b));

  let listMoved = false;
  for (const c of write.odds) {
    if (c.companyId !== LIST_COMPANY_ID) continue;
    if (c.market === OddsMarket.Handicap)
      t.listOdds = { ...t.listOdds, handicap: c.line, handicapHome: c.home, handicapAway: c.away };
    else if (c.market === OddsMarket.OverUnder)
      t.listOdds = { ...t.listOdds, total: c.line, over: c.home, under: c.away };
    else continue;
    listMoved = true;
  }
  // A finished match's list shows its closing pre-match line again, not the last in-play one.
  if (write.closing) {
    t.listOdds = listOddsOf(write.closing);
    listMoved = true;
  }
  const update: MatchUpdate | null =
    write.live || listMoved ? matchUpdate(t.plan.match.id, t.live, listMoved ? t.listOdds : undefined) : null;
  const news: TickNews = {
    plan: t.plan,
    update,
    events: write.events.map((row, i) => ({ row, id: ids.eventIds[i] })).filter(({ row }) => fresh(row.atMs)),
    commentary: write.commentary
      .map((line, i) => ({ line, id: ids.commentaryIds[i] }))
      .filter(({ line }) => fresh(line.atMs)),
    odds: write.odds.filter((c) => fresh(c.atMs)),
    stats: write.stats,
    box: write.box,
    momentum: frame.finished ? [] : momentumBetween(t.plan.script, t.sentUpTo, frame.elapsedMs),
  };
  t.sentUpTo = Math.max(t.sentUpTo, frame.elapsedMs);
  return news;
}
