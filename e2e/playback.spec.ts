import { expect, test, type Page } from "@playwright/test";
import { demoAccount, newFan, signInContext } from "./support/accounts";
import { API_URL } from "./support/api";

/** The seeded 60 s clip at about 30 KB/s: at this rate a second of video takes half a second to arrive. */
const THROTTLE_BYTES_PER_SECOND = 60 * 1024;
const SEEK_TARGET = 45;
/** The seeded fan with diamonds to spend. */
const DEMO_FAN = "13800138000";

/** A free replay of a seeded room (every football and basketball room has some). */
async function freeReplayId(page: Page): Promise<number> {
  const rooms = await (
    await page.request.get(`${API_URL}/api/room/page`, { params: { pageSize: 30 } })
  ).json();
  for (const { roomId } of rooms.data.list as { roomId: number }[]) {
    const res = await page.request.post(`${API_URL}/api/back/pageByRoom`, { data: { roomId, page: 1 } });
    const replay = (await res.json()).data?.list.find((p: { price: number }) => p.price === 0);
    if (replay) return replay.recordId;
  }
  throw new Error("the seed has no free replay");
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
  const recordId = await freeReplayId(page);
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

  const video = page.getByTestId("live-video");
  await expect(video).toBeVisible();
  await expectAdvancing(page, 0);

  const before = await videoState(page);
  expect(before.duration).toBeGreaterThan(SEEK_TARGET);
  expect(before.bufferedEnd, "the seek target is not buffered yet").toBeLessThan(SEEK_TARGET - 5);

  await page.getByRole("slider", { name: "播放进度" }).fill(String(SEEK_TARGET));
  // flv.js asks for the bytes of the key frame before the target (every second in the clip).
  await expect
    .poll(async () => (await videoState(page)).currentTime, { timeout: 15_000 })
    .toBeGreaterThan(SEEK_TARGET - 1.5);
  const landed = (await videoState(page)).currentTime;
  expect(landed).toBeLessThan(SEEK_TARGET + 3);
  await expectAdvancing(page, landed);
  expect(
    rangeRequests.some((r) => /^bytes=[1-9]\d*-/.test(r)),
    `range requests: ${rangeRequests}`,
  ).toBe(true);
  await expect(page.getByTestId("player-clock")).toContainText(/^00:4\d \/ 01:00$/);
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
