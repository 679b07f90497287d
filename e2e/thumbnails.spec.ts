import { expect, test, type Page } from "@playwright/test";

/** The `src` of every card picture on the page that loaded (naturalWidth > 0), once each has settled. */
async function loadedThumbs(page: Page): Promise<string[]> {
  return page.locator("a[data-room-id] img[data-thumb]").evaluateAll(async (imgs) => {
    const pictures = imgs as HTMLImageElement[];
    await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
    return pictures.filter((img) => img.naturalWidth > 0).map((img) => img.currentSrc || img.src);
  });
}

test("/live/all cards show thumbnails, and two live rooms' thumbnails differ", async ({ page }) => {
  let srcs: string[] = [];
  // The media process takes a live room's first frame a few seconds after it goes on air.
  await expect
    .poll(
      async () => {
        await page.goto("/live/all");
        srcs = await loadedThumbs(page);
        return srcs.length;
      },
      { timeout: 60_000, intervals: [2_000, 5_000] },
    )
    .toBeGreaterThanOrEqual(2);
  for (const src of srcs) expect(src).toMatch(/\/thumbs\/live\/room\d+\.jpg$/);

  // Live cards carry 在线 in 斗鱼 style over the picture (beside the room link, with the teams' links);
  // an offline card shows its cover and no frame.
  await expect(
    page
      .locator("div:has(> a[data-room-id])")
      .getByLabel(/^在线 [\d.]+万?$/)
      .first(),
  ).toBeVisible();
  const offline = page.locator("a[data-room-id]").filter({ hasText: "未开播" });
  if ((await offline.count()) > 0) await expect(offline.first().locator("img[data-thumb]")).toHaveCount(0);

  const [a, b] = await Promise.all(srcs.slice(0, 2).map(async (src) => (await page.request.get(src)).body()));
  expect(a.subarray(0, 2).toString("hex"), "a JPEG").toBe("ffd8");
  expect(Buffer.compare(a, b), "two live rooms show different pictures").not.toBe(0);

  const res = await page.request.get(srcs[0]);
  expect(res.headers()["cache-control"]).toMatch(/max-age=\d+/);
  expect(res.headers()["etag"]).toBeTruthy();
});
