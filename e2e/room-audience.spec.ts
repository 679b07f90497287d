import { expect, test, type Page } from "@playwright/test";
import { API_URL } from "./support/api";

/** A live demo room bound to a match (the seed keeps demo rooms live at any hour). */
async function liveRoomId(page: Page): Promise<number> {
  const res = await page.request.get(`${API_URL}/api/room/page`, { params: { roomType: 1, pageSize: 1 } });
  const room = (await res.json()).data.list[0];
  expect(room, "the seed keeps demo rooms live at any hour").toBeTruthy();
  return room.roomId;
}

const lastLine = (page: Page) => page.getByTestId("chat-list").getByTestId("chat-line").last();
const flying = (page: Page) => page.getByTestId("danmaku-stage").locator("span");

test("a live room's audience talks: a visitor alone in the room sees new messages arrive", async ({
  page,
}) => {
  await page.goto(`/live/room/${await liveRoomId(page)}`);
  await expect(lastLine(page)).toBeVisible();
  const before = await page.getByTestId("chat-list").getByTestId("chat-line").allTextContents();
  await expect
    .poll(
      async () => (await page.getByTestId("chat-list").getByTestId("chat-line").allTextContents()).join("\n"),
      {
        timeout: 20_000,
      },
    )
    .not.toBe(before.join("\n"));
  const online = await page.request.get(`${API_URL}/api/room/info`, {
    params: { roomId: await liveRoomId(page), channelId: 3, platform: 1 },
  });
  expect((await online.json()).data.online, "the simulated audience is counted").toBeGreaterThan(100);
});

test("danmaku fly over the video when switched on and are gone when off", async ({ page }) => {
  await page.goto(`/live/room/${await liveRoomId(page)}`);
  const toggle = page.getByRole("switch").first();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(flying(page).first()).toBeVisible({ timeout: 20_000 });
  const video = await page.getByTestId("live-video").boundingBox();
  const line = await flying(page).first().boundingBox();
  expect(line!.y, "the line is over the picture").toBeGreaterThanOrEqual(video!.y);
  expect(line!.y + line!.height).toBeLessThanOrEqual(video!.y + video!.height);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("danmaku-stage")).toBeHidden();
  // New lines keep coming in the chat, and none flies.
  const count = await page.getByTestId("chat-list").getByTestId("chat-line").count();
  await expect
    .poll(() => page.getByTestId("chat-list").getByTestId("chat-line").count(), { timeout: 20_000 })
    .toBeGreaterThan(count);
  await expect(flying(page).filter({ visible: true })).toHaveCount(0);

  await toggle.click();
  await expect(page.getByTestId("danmaku-stage")).toBeVisible();
});
