import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { API_URL } from "./support/api";
import { demoAccount, newFan, signInContext, type Account } from "./support/accounts";

const DEMO_FAN = "13800138000";
const DEMO_ANCHOR = "13900139000";
/** A folder to save screenshots of the room into, for a look at the layout. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

async function liveRoomId(page: Page): Promise<number> {
  const res = await page.request.get(`${API_URL}/api/room/page`, { params: { roomType: 1, pageSize: 1 } });
  const room = (await res.json()).data.list[0];
  expect(room, "the seed keeps demo rooms live at any hour").toBeTruthy();
  return room.roomId;
}

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

/** A page of its own browser context, signed in as `account`. */
async function openAs(browser: Browser, account: Account, path: string, baseURL: string) {
  const context = await browser.newContext();
  opened.push(context);
  await signInContext(context, account, baseURL);
  const page = await context.newPage();
  await page.goto(path);
  // A signed-in room opened beside others already playing has taken over the default 10 s on two
  // cores (a fresh-clone run of 2026-12-08), so its header gets longer to show the user.
  await expect(page.getByTestId("user-menu")).toBeVisible({ timeout: 30_000 });
  return page;
}

const chatList = (page: Page) => page.getByTestId("chat-list");
const chatBox = (page: Page) => page.getByRole("textbox", { name: "聊天内容" });

/** Expression codes ([足球]) show as images, so a line is found by its words. */
const wordsOf = (text: string) => text.replace(/\[[^\]]+\]/g, "");

async function say(page: Page, text: string) {
  await chatBox(page).fill(text);
  await page.getByRole("button", { name: "发送", exact: true }).click();
  await expect(chatList(page).getByText(wordsOf(text))).toBeVisible();
}

async function headerDiamonds(page: Page): Promise<number> {
  await page.getByTestId("user-menu").hover();
  const value = page.getByTestId("user-menu").locator("dl > div").filter({ hasText: "钻石" }).locator("dd");
  await expect(value).toHaveText(/^[\d,]+$/);
  return Number((await value.textContent())!.replaceAll(",", ""));
}

// It plays; how fast it starts is measured by `npm run bench` (scripts/bench/video.ts), not asserted here.
test("a live demo room plays", async ({ page }) => {
  const roomId = await liveRoomId(page);
  // Until the stream starts, the player shows the room's latest frame (its card's picture).
  const html = await (await page.request.get(`/live/room/${roomId}`)).text();
  expect(html).toMatch(/<video[^>]+poster="[^"]+\/thumbs\/live\/[^"]+\.jpg"/);
  await page.goto(`/live/room/${roomId}`);
  await expect(page).toHaveTitle(/的直播间/);
  const video = page.getByTestId("live-video");
  const frames = () =>
    video.evaluate((v: HTMLVideoElement) => ({
      time: v.currentTime,
      decoded: v.getVideoPlaybackQuality().totalVideoFrames,
      width: v.videoWidth,
    }));
  await expect.poll(async () => (await frames()).decoded).toBeGreaterThan(0);
  const first = await frames();
  expect(first.width, "a decoded frame has a size").toBeGreaterThan(0);
  await expect.poll(async () => (await frames()).time).toBeGreaterThan(first.time);

  // The 贵族 tab loads its panel when first opened: the levels, and sign-in for a visitor.
  await page.getByRole("tab", { name: "贵族" }).click();
  const nobility = page.getByRole("region", { name: "贵族" });
  await expect(nobility.getByRole("button", { name: "登录后开通贵族" })).toBeVisible();
  await expect(nobility.getByRole("listitem").first()).toContainText("钻石");
});

test("two viewers see each other's messages and gifts; the gift comes off the sender's diamonds", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const path = `/live/room/${await liveRoomId(page)}`;
  const [giver, fan] = await Promise.all([demoAccount(page.request, DEMO_FAN), newFan(page.request)]);
  const a = await openAs(browser, giver, path, baseURL!);
  const b = await openAs(browser, fan, path, baseURL!);

  await say(a, "开球了！[足球]");
  await expect(chatList(b).getByText("开球了！")).toBeVisible();
  await say(b, `我是${fan.nickName}，来了`);
  await expect(chatList(a).getByText(`我是${fan.nickName}，来了`)).toBeVisible();

  const before = await headerDiamonds(a);
  await a.mouse.move(0, 400);
  const shelf = a.getByTestId("gift-bar");
  await shelf.getByRole("button", { name: /^赠送$/ }).click();
  await expect(a.getByText("赠送成功")).toBeVisible();
  await expect(b.getByTestId("gift-animation").first()).toBeVisible();
  await expect.poll(() => headerDiamonds(a)).toBeLessThan(before);
  if (SCREENSHOTS) await b.screenshot({ path: `${SCREENSHOTS}/room.png` });
});

test("a manager appointed by the anchor mutes a viewer; an ordinary viewer cannot mute", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const [anchor, manager, viewer] = await Promise.all([
    demoAccount(page.request, DEMO_ANCHOR),
    newFan(page.request),
    newFan(page.request),
  ]);
  const path = `/live/room/${anchor.roomId}`;
  const host = await openAs(browser, anchor, path, baseURL!);
  const m = await openAs(browser, manager, path, baseURL!);
  const v = await openAs(browser, viewer, path, baseURL!);

  await say(m, "房管报到");
  await say(v, "观众你好");

  // An ordinary viewer's menu on another chatter has no moderation.
  await chatList(v).getByRole("button", { name: manager.nickName, exact: true }).first().click();
  const viewerMenu = v.getByRole("menu");
  await expect(viewerMenu.getByRole("menuitem", { name: "查看主页" })).toBeVisible();
  await expect(viewerMenu.getByRole("menuitem", { name: "禁言" })).toHaveCount(0);
  await v.keyboard.press("Escape");

  await chatList(host).getByRole("button", { name: manager.nickName, exact: true }).first().click();
  await host.getByRole("menu").getByRole("menuitem", { name: "设为房管" }).click();
  await expect(host.getByText(`已将 ${manager.nickName} 设为房管`)).toBeVisible();

  await chatList(m).getByRole("button", { name: viewer.nickName, exact: true }).first().click();
  await m.getByRole("menu").getByRole("menuitem", { name: "禁言" }).click();
  await expect(m.getByText(`已禁言 ${viewer.nickName}`)).toBeVisible();

  await expect(v.getByTestId("chat-muted")).toContainText("您已被禁言至");
  await expect(chatBox(v)).toBeDisabled();
  // Even a request made around the page is refused by the server.
  const refused = await v.evaluate(async (token) => {
    const res = await fetch("/gateway/api/chat/msg", {
      method: "POST",
      headers: { "content-type": "application/json", accessToken: token },
      body: JSON.stringify({ roomId: Number(location.pathname.split("/").pop()), content: "还能说话吗" }),
    });
    return res.json();
  }, viewer.token);
  expect(refused.code).toBe(20001);
  expect(refused.message).toContain("您已被禁言");
  if (SCREENSHOTS) await v.screenshot({ path: `${SCREENSHOTS}/room-offline.png` });
});
