import { MIN_FETCH_DISPLAY_DELAY_MS } from "@/lib/constants";

export type LoadingBarState = { visible: boolean; progress: number; failed: boolean };

export const IDLE: LoadingBarState = { visible: false, progress: 0, failed: false };

const TRICKLE_MS = 200;
const TRICKLE_CEILING = 0.9;
const HIDE_AFTER_MS = 300;
const NAVIGATION_TIMEOUT_MS = 15_000;

type TimerId = ReturnType<typeof setTimeout>;
export type Clock = {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
};

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id),
};

/**
 * One bar for navigations and api requests: it runs while either is busy, stays at least
 * MIN_FETCH_DISPLAY_DELAY_MS on screen, then completes, red when a request failed meanwhile.
 */
export function createLoadingBarController(onChange: (state: LoadingBarState) => void, clock = realClock) {
  let state = IDLE;
  let navigating = false;
  let pending = 0;
  let failedCycle = false;
  let startedAt = 0;
  const timers: Record<"trickle" | "finish" | "hide" | "nav", TimerId | undefined> = {
    trickle: undefined,
    finish: undefined,
    hide: undefined,
    nav: undefined,
  };

  const set = (next: LoadingBarState) => {
    state = next;
    onChange(state);
  };
  const stop = (name: keyof typeof timers) => {
    if (timers[name] !== undefined) clock.clearTimeout(timers[name]);
    timers[name] = undefined;
  };
  const trickle = () => {
    timers.trickle = clock.setTimeout(() => {
      set({ ...state, progress: state.progress + (TRICKLE_CEILING - state.progress) * 0.15 });
      trickle();
    }, TRICKLE_MS);
  };

  const running = () => state.visible && state.progress < 1;

  function update() {
    const busy = navigating || pending > 0;
    if (busy) {
      stop("finish");
      if (running()) return;
      stop("hide");
      failedCycle = false;
      startedAt = clock.now();
      set({ visible: true, progress: 0.08, failed: false });
      trickle();
      return;
    }
    if (!running() || timers.finish !== undefined) return;
    const wait = Math.max(0, startedAt + MIN_FETCH_DISPLAY_DELAY_MS - clock.now());
    timers.finish = clock.setTimeout(() => {
      timers.finish = undefined;
      stop("trickle");
      set({ visible: true, progress: 1, failed: failedCycle });
      timers.hide = clock.setTimeout(() => {
        timers.hide = undefined;
        set(IDLE);
      }, HIDE_AFTER_MS);
    }, wait);
  }

  function navigationEnded() {
    navigating = false;
    stop("nav");
    update();
  }

  return {
    navigationStarted() {
      navigating = true;
      stop("nav");
      // A cancelled navigation never ends; do not let the bar hang forever.
      timers.nav = clock.setTimeout(navigationEnded, NAVIGATION_TIMEOUT_MS);
      update();
    },
    navigationEnded,
    requestsChanged(count: number, failed: boolean) {
      pending = count;
      if (failed) failedCycle = true;
      update();
    },
    dispose() {
      (Object.keys(timers) as (keyof typeof timers)[]).forEach(stop);
    },
  };
}

export type LoadingBarController = ReturnType<typeof createLoadingBarController>;
