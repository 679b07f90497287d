import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import type { AppDeps } from "../../context";
import { bigMatchesBetween, publishMatchPreview, publishMatchReport } from "./match-reports";

const HOUR = 3_600_000;
/** Previews appear for big matches kicking off within this long (feed time). */
const PREVIEW_AHEAD_MS = 36 * HOUR;
const PREVIEW_EVERY_MS = 10 * 60_000;

type DeskDeps = Pick<AppDeps, "db" | "log" | "now" | "feedClock">;

/** The feed's `onMatchFinished` hook: the report is published the moment the result is stored. */
export function reportOnFinish(deps: DeskDeps) {
  return async (match: { id: number }) => {
    const id = await publishMatchReport(deps.db, match.id, new Date(deps.now()));
    if (id) deps.log.info("news: match report published", { matchId: match.id, articleId: id });
  };
}

/** Writes the previews of the big matches coming up that have none yet. */
export async function writeDuePreviews(deps: DeskDeps): Promise<number> {
  const now = deps.feedClock.now();
  const due = await bigMatchesBetween(deps.db, new Date(now), new Date(now + PREVIEW_AHEAD_MS), [
    FootballState.NotStarted,
    BasketballState.NotStarted,
  ]);
  let written = 0;
  for (const m of due) if (await publishMatchPreview(deps.db, m.id, new Date(deps.now()))) written++;
  return written;
}

/** A leader job: previews now and every ten minutes. */
export function previewJob(deps: DeskDeps) {
  let timer: ReturnType<typeof setInterval> | undefined;
  const run = () =>
    void writeDuePreviews(deps).catch((error) =>
      deps.log.error("news: previews failed", { error: String(error) }),
    );
  return {
    start() {
      run();
      timer = setInterval(run, PREVIEW_EVERY_MS);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
