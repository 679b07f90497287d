/** How long a play() may stay unsettled: flv.js leaves it pending forever after a failed load. */
export const PLAY_TIMEOUT_MS = 6_000;

/** `muted`: the browser refused sound, so playback started muted and the viewer may turn sound on. */
export type PlayOutcome = "playing" | "muted" | "blocked" | "timeout";

type Playable = { muted: boolean };

function within(play: () => Promise<void> | void, ms: number): Promise<"ok" | "timeout"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  return Promise.race([Promise.resolve(play()).then(() => "ok" as const), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

const refused = (error: unknown) => error instanceof Error && error.name === "NotAllowedError";

/**
 * Starts playback with sound when the browser allows it, otherwise muted (autoplay policy);
 * never waits longer than `timeoutMs` for play() to settle.
 */
export async function startPlayback(
  media: Playable,
  play: () => Promise<void> | void,
  timeoutMs = PLAY_TIMEOUT_MS,
): Promise<PlayOutcome> {
  try {
    return (await within(play, timeoutMs)) === "ok" ? "playing" : "timeout";
  } catch (error) {
    if (!refused(error) || media.muted) return "blocked";
  }
  media.muted = true;
  try {
    return (await within(play, timeoutMs)) === "ok" ? "muted" : "timeout";
  } catch {
    return "blocked";
  }
}
