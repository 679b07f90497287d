import { mkdir, readdir, rename, rm, stat, utimes } from "node:fs/promises";
import path from "node:path";

export type ReplayStatus =
  { state: "ready"; file: string } | { state: "rendering"; progress: number } | { state: "failed" };

export type ReplayCacheOptions = {
  dir: string;
  /** Rendered replays together stay under this many bytes; the least recently watched go first. */
  budgetBytes: number;
  /** Writes the finished, indexed replay to `out`; reports progress 0..1. */
  produce(key: string, out: string, onProgress: (done: number) => void): Promise<void>;
  now?: () => number;
  onError?(key: string, error: unknown): void;
};

const NAME = /^replay-([\w-]+)\.flv$/;
const fileOf = (dir: string, key: string) => path.join(dir, `replay-${key}.flv`);

/**
 * Replays rendered on demand and kept on disk under a budget (LRU by last watch), each under
 * a key naming the replay and what it shows (replay-source.ts), so a re-seeded database never
 * gets another match's file. The first ask
 * for a replay queues its rendering and answers its progress; one renders at a time (the media
 * process shares two cores with the rest); a failed rendering may be asked for again.
 */
export function createReplayCache(o: ReplayCacheOptions) {
  const now = o.now ?? Date.now;
  const entries = new Map<string, { size: number; usedAt: number }>();
  const jobs = new Map<string, { progress: number }>();
  const failed = new Set<string>();
  let queue: Promise<void> = Promise.resolve();

  const loaded = (async () => {
    await mkdir(o.dir, { recursive: true });
    for (const name of await readdir(o.dir)) {
      const m = NAME.exec(name);
      if (!m) {
        if (name.includes(".part")) await rm(path.join(o.dir, name), { force: true });
        continue;
      }
      const info = await stat(path.join(o.dir, name));
      entries.set(m[1], { size: info.size, usedAt: info.mtimeMs });
    }
  })();

  const usedBytes = () => [...entries.values()].reduce((n, e) => n + e.size, 0);

  async function evict(keep: string) {
    const oldest = [...entries.entries()]
      .filter(([id]) => id !== keep)
      .sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [id] of oldest) {
      if (usedBytes() <= o.budgetBytes) break;
      entries.delete(id);
      await rm(fileOf(o.dir, id), { force: true });
    }
  }

  function start(id: string) {
    const job = { progress: 0 };
    jobs.set(id, job);
    failed.delete(id);
    queue = queue.then(async () => {
      const part = `${fileOf(o.dir, id)}.part`;
      try {
        await o.produce(id, part, (done) => (job.progress = done));
        await rename(part, fileOf(o.dir, id));
        const info = await stat(fileOf(o.dir, id));
        entries.set(id, { size: info.size, usedAt: now() });
        await evict(id);
      } catch (error) {
        failed.add(id);
        await rm(part, { force: true });
        o.onError?.(id, error);
      } finally {
        jobs.delete(id);
      }
    });
  }

  return {
    async status(id: string): Promise<ReplayStatus> {
      await loaded;
      const hit = entries.get(id);
      if (hit) {
        const t = now();
        hit.usedAt = t;
        await utimes(fileOf(o.dir, id), t / 1000, t / 1000).catch(() => undefined);
        return { state: "ready", file: fileOf(o.dir, id) };
      }
      const job = jobs.get(id);
      if (job) return { state: "rendering", progress: job.progress };
      if (failed.has(id)) {
        failed.delete(id);
        return { state: "failed" };
      }
      start(id);
      return { state: "rendering", progress: 0 };
    },
    usedBytes: async () => (await loaded, usedBytes()),
    /** Resolves when every queued rendering is done (tests, shutdown). */
    idle: () => queue,
  };
}

export type ReplayCache = ReturnType<typeof createReplayCache>;
