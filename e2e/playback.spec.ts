import { expect, test, type Page } from "@playwright/test";
import { demoAccount, newFan, signInContext } from "./support/accounts";
import { API_URL } from "./support/api";
import { readScoreMarker } from "@/lib/match-animation/score-marker";

/** A rendered replay is about 4 KB per second of video: at this rate it arrives some 15 times faster than it plays. */
const THROTTLE_BYTES_PER_SECOND = 60 * 1024;
/** The media process renders a replay on first ask (about 1-4 minutes for a basketball game). */
const RENDER_TIMEOUT = 360_000;
/** 20:00 into the replay: far past what is buffered when the viewer seeks. */
const SEEK_TARGET = 1200;
/** The seeded fan with diamonds to spend. */
const DEMO_FAN = "13800138000";

type Replay = {
  recordId: number;
  price: number;
  duration: number;
  match: { sportId: number; homeScore: number; awayScore: number } | null;
};

/**
 * A free replay of a seeded room (every football and basketball room has some): a basketball
 * game's, whose rendering (48 minutes of game clock) is the shortest.
 */
async function freeReplay(page: Page): Promise<Replay> {
  const rooms = await (
    await page.request.get(`${API_URL}/api/room/page`, { params: { pageSize: 30 } })
  ).json();
  let any: Replay | null = null;
  for (const { roomId } of rooms.data.list as { roomId: number }[]) {
    const res = await page.request.post(`${API_URL}/api/back/pageByRoom`, { data: { roomId, page: 1 } });
    const list = ((await res.json()).data?.list ?? []) as Replay[];
    const free = list.filter((p) => p.price === 0 && p.match);
    const basketball = free.find((p) => p.match!.sportId === 2);
    if (basketball) return basketball;
    any ??= free[0] ?? null;
  }
  if (!any) throw new Error("the seed has no free replay");
  return any;
}

/** The replay's player, once the media process has rendered it (回放生成中 shows the progress). */
async function renderedPlayer(page: Page) {
  await expect(page.getByTestId("live-video")).toBeVisible({ timeout: RENDER_TIMEOUT });
}

/** The current frame drawn at the animation's own 640x360, and the score marker read from it. */
const grabFrame = (page: Page) =>
  page.getByTestId("live-video").evaluate((v: HTMLVideoElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 360;
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(v, 0, 0, 640, 360);
    return Array.from(ctx.getImageData(0, 0, 640, 360).data);
  });

function markerOf(px: number[]) {
  const at = (x: number, y: number) => {
    const i = (Math.floor(y) * 640 + Math.floor(x)) * 4;
    return (px[i] + px[i + 1] + px[i + 2]) / 3;
  };
  return readScoreMarker(at, { x: 640, y: 360 });
}

/** Share of pixels that differ clearly between two frames. */
function changedShare(a: number[], b: number[]) {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 60) n++;
  }
  return n / (a.length / 4);
}

async function seekTo(page: Page, seconds: number) {
  await page.getByRole("slider", { name: "播放进度" }).fill(String(Math.floor(seconds)));
  await expect
    .poll(async () => (await videoState(page)).currentTime, { timeout: 20_000 })
    .toBeGreaterThan(seconds - 2.5);
  const landed = (await videoState(page)).currentTime;
  expect(landed).toBeLessThan(seconds + 4);
  await page.getByTestId("live-video").evaluate((v: HTMLVideoElement) => v.pause());
  // A decoded frame of the new place (a seek lands on the key frame before it, every 2 s).
  await expect
    .poll(() => page.getByTestId("live-video").evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(2);
}

const videoState = (page: Page) =>
  page.getByTestId("live-video").evaluate((v: HTMLVideoElement) => ({
    currentTime: v.currentTime,
    bufferedEnd: v.buffered.length ? v.buffered.end(v.buffered.length - 1) : 0,
    duration: v.duration,
  }));

async function expectAdvancing(page: Page, from: number) {
  await expect
    .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(from + 1);
}

test("a replay plays, then seeks past its buffer and plays on from there", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(RENDER_TIMEOUT + 60_000);
  const { recordId } = await freeReplay(page);
  await signInContext(context, await newFan(page.request), baseURL!);

  // The page loads at full speed; the video link is held back until the network is throttled,
  // so the file arrives slowly and most of it is not buffered when the viewer seeks.
  let release!: () => void;
  const throttled = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/gateway/api/back/detail**", async (route) => {
    await throttled;
    await route.continue();
  });
  const rangeRequests: string[] = [];
  page.on("request", (req) => {
    const range = req.headers()["range"];
    if (req.url().includes("/playback/") && range) rangeRequests.push(range);
  });

  await page.goto(`/playback/${recordId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("直播回放");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: THROTTLE_BYTES_PER_SECOND,
    uploadThroughput: -1,
  });
  release();

  await renderedPlayer(page);
  await expectAdvancing(page, 0);

  const before = await videoState(page);
  expect(before.duration).toBeGreaterThan(SEEK_TARGET);
  expect(before.bufferedEnd, "the seek target is not buffered yet").toBeLessThan(SEEK_TARGET - 5);

  await page.getByRole("slider", { name: "播放进度" }).fill(String(SEEK_TARGET));
  // flv.js asks for the bytes of the key frame before the target (every 2 s in a replay).
  await expect
    .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(SEEK_TARGET - 2.5);
  const landed = (await videoState(page)).currentTime;
  expect(landed).toBeLessThan(SEEK_TARGET + 3);
  await expectAdvancing(page, landed);
  expect(
    rangeRequests.some((r) => /^bytes=[1-9]\d*-/.test(r)),
    `range requests: ${rangeRequests}`,
  ).toBe(true);
  await expect(page.getByTestId("player-clock")).toContainText(/20:0\d \/ /);
});

test("a replay lasts as long as its match, and shows the match as it went", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(RENDER_TIMEOUT + 90_000);
  const replay = await freeReplay(page);
  await signInContext(context, await newFan(page.request), baseURL!);
  await page.goto(`/playback/${replay.recordId}`);
  await renderedPlayer(page);
  await expectAdvancing(page, 0);

  // The match's played length (game clock, breaks cut to 10 s), as stored with the replay.
  const { duration } = await videoState(page);
  expect(replay.duration).toBeGreaterThan(40 * 60);
  expect(Math.abs(duration - replay.duration)).toBeLessThan(3);

  await seekTo(page, duration * 0.1);
  const first = await grabFrame(page);
  await seekTo(page, duration * 0.75);
  const second = await grabFrame(page);
  expect(changedShare(first, second)).toBeGreaterThan(0.002);
  expect(markerOf(first), "the score marker reads in the first half").not.toBeNull();

  // The video ends on the final whistle, whose frame carries the stored result (a basket can
  // come in the last second, so the frame is the one the video stops on).
  await seekTo(page, duration - 3);
  const video = page.getByTestId("live-video");
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 20_000 }).toBe(true);
  const end = await grabFrame(page);
  expect(markerOf(end)).toMatchObject({ home: replay.match!.homeScore, away: replay.match!.awayScore });
});

test("a priced highlight plays once bought, from its own file", async ({ page, context, baseURL }) => {
  const fan = await demoAccount(page.request, DEMO_FAN);
  const list = await (
    await page.request.get(`${API_URL}/inform/movie-highlights`, { params: { pageSize: 100 } })
  ).json();
  const priced = (list.data.list as { recordId: number; price: number }[]).filter((h) => h.price > 0);
  // One this account has not bought yet (a retried run may have bought the first).
  let id = 0;
  for (const h of priced) {
    const res = await page.request.get(`${API_URL}/inform/movie-highlights/detail`, {
      params: { id: h.recordId },
      headers: { accessToken: fan.token },
    });
    if (!(await res.json()).data.paid) {
      id = h.recordId;
      break;
    }
  }
  expect(id, "the seed has a priced highlight the demo fan has not bought").toBeGreaterThan(0);
  await signInContext(context, fan, baseURL!);
  const files: string[] = [];
  page.on("request", (req) => {
    if (/\/(paid|playback)\/[\w-]+\.flv/.test(req.url())) files.push(new URL(req.url()).pathname);
  });

  await page.goto(`/playback/video/${id}`);
  await page.getByRole("button", { name: /^支付 \d+ 钻石解锁$/ }).click();
  await expect(page.getByTestId("live-video")).toBeVisible();
  await expectAdvancing(page, 0);
  expect(files.length).toBeGreaterThan(0);
  expect(files.every((f) => /^\/paid\/[\w-]+\.flv$/.test(f) && f !== "/paid/playback.flv")).toBe(true);
});
