import { CHUNK_RELOAD_MIN_INTERVAL_MS } from "@/lib/constants";

export const CHUNK_RELOAD_KEY = "chunk-reload-at";

const CHUNK_MESSAGES = [
  /Loading (CSS )?chunk [\w/.-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load chunk/i,
];

/** A code chunk that failed to download, as webpack, Turbopack or the browser's import() word it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") return typeof error === "string" && isChunkMessage(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && isChunkMessage(message);
}

function isChunkMessage(message: string): boolean {
  return CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

/** A reload is allowed when none happened within the last minute (SPEC §8). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || now < lastReloadAt) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_MIN_INTERVAL_MS;
}

/** Reloads the page for a failed chunk at most once a minute; returns whether it did. */
export function reloadForChunkError(
  error: unknown,
  storage: Storage = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  let last: number | null = null;
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY);
    last = raw === null || !Number.isFinite(Number(raw)) ? null : Number(raw);
    if (!mayReload(last, now)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage we cannot remember a reload, so we must not risk a reload loop.
    return false;
  }
  reload();
  return true;
}
