import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM } from "../chromium";
import { startVideoPage } from "./video-page";

// Video time-to-first-frame and live latency in Chromium, on a live demo room of a running stack.
const RUNS = Number(process.env.BENCH_VIDEO_RUNS ?? 5);
const SAMPLE_SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 8);
const SAMPLE_EVERY_MS = 250;
const REFERENCE_FILE = "assets/video/demo.flv";

export type Spread = { p50: number; max: number; all: number[] };
export type VideoFigures = {
  source: string;
  url: string;
  runs: number;
  /** load() to the first frame handed to the compositor (requestVideoFrameCallback). */
  ttffMs: Spread;
  /** load() to the video's first `playing` event. */
  playingMs: Spread;
  /** Newest received tag's timestamp (plus time since it arrived) minus currentTime; null for a file. */
  latencyMs: Spread | null;
};

export const VIDEO_METHOD =
  "TTFF = player.load() → first requestVideoFrameCallback; latency = newest FLV tag timestamp received " +
  "(+ time since it arrived) − video.currentTime, sampled every 250 ms for 8 s after the first frame " +
  "with the site's catch-up rule; reference = the same clip from a static file server, same player";

const round = (n: number) => Math.round(n);
function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0),
    max: round(sorted.at(-1) ?? 0),
    all: values.map(round),
  };
}

type RunResult = { ttffMs: number; playingMs: number; latencyMs: number[] };

async function once(browser: Browser, origin: string, url: string, live: boolean): Promise<RunResult> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.evaluate(([u, l, ms]) => (window as any).startBench(u, l, ms), [
      url,
      live,
      SAMPLE_EVERY_MS,
    ] as const);
    await page.waitForFunction(
      () => (window as any).bench.ttffMs !== null || (window as any).bench.error,
      null,
      {
        timeout: 15_000,
      },
    );
    if (live) await page.waitForTimeout(SAMPLE_SECONDS * 1000);
    const bench = await page.evaluate(() => (window as any).bench);
    if (bench.ttffMs === null) throw new Error(`${url}: ${bench.error}`);
    return { ttffMs: bench.ttffMs, playingMs: bench.playingMs ?? bench.ttffMs, latencyMs: bench.latencyMs };
  } finally {
    await context.close();
  }
}

async function series(browser: Browser, origin: string, source: string, url: string, live: boolean) {
  const results: RunResult[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await once(browser, origin, url, live));
  return {
    source,
    url,
    runs: RUNS,
    ttffMs: spread(results.map((r) => r.ttffMs)),
    playingMs: spread(results.map((r) => r.playingMs)),
    latencyMs: live ? spread(results.flatMap((r) => r.latencyMs)) : null,
  } satisfies VideoFigures;
}

/** The HTTP-FLV address of a live demo room, through the rooms api. */
export async function liveRoomUrl(apiUrl: string): Promise<string> {
  const page = await (await fetch(`${apiUrl}/api/room/page?roomType=1&pageSize=1`)).json();
  const roomId = page.data?.list?.[0]?.roomId;
  if (!roomId) throw new Error("no live room: the seed keeps demo rooms live");
  const detail = await (await fetch(`${apiUrl}/api/room/detail?roomId=${roomId}`)).json();
  const url = detail.data?.play?.pullUrl;
  if (!url) throw new Error(`room ${roomId} has no pullUrl`);
  return url;
}

/** Five runs each of the live room and of the reference file, each in a fresh browser context. */
export async function measureVideo(liveUrl: string): Promise<VideoFigures[]> {
  const page = await startVideoPage(REFERENCE_FILE);
  // The bench page is not one of the web origins the media server answers CORS for.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-web-security",
      "--autoplay-policy=no-user-gesture-required",
    ],
  });
  try {
    return [
      await series(browser, page.origin, "live demo room (media server, HTTP-FLV)", liveUrl, true),
      await series(
        browser,
        page.origin,
        "reference: same clip, static file",
        `${page.origin}/reference.flv`,
        false,
      ),
    ];
  } finally {
    await browser.close();
    page.server.close();
  }
}

export function reportVideo(rows: VideoFigures[]) {
  console.log(`\nvideo in Chromium, ${RUNS} runs each; ${VIDEO_METHOD}\n`);
  console.log("| source | TTFF p50 / max ms | playing p50 / max ms | live latency p50 / max ms |");
  console.log("|---|---|---|---|");
  for (const r of rows) {
    const latency = r.latencyMs ? `${r.latencyMs.p50} / ${r.latencyMs.max}` : "—";
    console.log(
      `| ${r.source} | ${r.ttffMs.p50} / ${r.ttffMs.max} | ${r.playingMs.p50} / ${r.playingMs.max} | ${latency} |`,
    );
  }
}

// Standalone against a running stack: npx tsx scripts/bench/video.ts [api url | flv url]
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const arg = process.argv[2] ?? "http://127.0.0.1:3001";
  const url = arg.endsWith(".flv") ? arg : await liveRoomUrl(arg);
  reportVideo(await measureVideo(url));
}
