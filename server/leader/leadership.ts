import type { Database, Tx } from "../db/client";
import type { Logger } from "../log/logger";

/** Runs first in each write transaction of a leader-only job; throws when this process no longer leads. */
export type Fence = (tx: Tx) => Promise<void>;

/** What only one api process may run at a time: the match feed and the sweepers. */
export type LeaderJob = { start(): Promise<void> | void; stop(): Promise<void> | void };

/**
 * Which api process runs the leader jobs (README "One leader"). PGlite: the directory lock already
 * makes this process the only one. PostgreSQL: a session advisory lock (pg-leadership.ts).
 */
export interface Leadership {
  readonly isLeader: boolean;
  /** Absent where the process is alone. */
  readonly fence?: Fence;
  /** Campaigns from now on: `jobs` start when this process leads and stop as soon as it does not. */
  start(jobs: readonly LeaderJob[]): Promise<void>;
  /** Stops the jobs, then lets another process take over. */
  stop(): Promise<void>;
}

export class NotLeaderError extends Error {
  constructor() {
    super("this api process is not the leader any more");
  }
}

/**
 * Starts and stops `jobs` one call after the other, so a stop that comes while they are still
 * starting waits for them and then stops them.
 */
export function serialJobs(jobs: readonly LeaderJob[], log: Logger) {
  let chain = Promise.resolve();
  let running = false;
  const queue = (step: () => Promise<void>) =>
    (chain = chain.then(step).catch((error) => log.error("leader: jobs failed", { error: String(error) })));
  return {
    start: (stillLeader: () => boolean) =>
      queue(async () => {
        if (running || !stillLeader()) return;
        running = true;
        for (const job of jobs) await job.start();
      }),
    stop: () =>
      queue(async () => {
        if (!running) return;
        running = false;
        for (const job of [...jobs].reverse()) await job.stop();
      }),
  };
}

function soleLeadership(log: Logger): Leadership {
  let jobs: ReturnType<typeof serialJobs> | null = null;
  return {
    isLeader: true,
    async start(list) {
      jobs = serialJobs(list, log);
      await jobs.start(() => true);
    },
    async stop() {
      await jobs?.stop();
    },
  };
}

export async function createLeadership(database: Database, log: Logger): Promise<Leadership> {
  if (database.kind === "pglite") return soleLeadership(log);
  const { createPgLeadership } = await import("./pg-leadership");
  return createPgLeadership({ url: database.url!, log });
}
