import { expect, test, type Page } from "@playwright/test";
import { demoAccount, newFan, signInContext } from "./support/accounts";
import { API_URL } from "./support/api";

/** The account pages of issue 12 and the heading each shows. */
const PAGES = [
  ["/v/home", "个人中心"],
  ["/v/personal-data", "个人资料"],
  ["/v/information", "系统通知"],
  ["/v/message", "互动消息"],
  ["/v/attention", "我的关注"],
  ["/v/concern", "关注的比赛"],
  ["/v/grade", "我的等级"],
  ["/v/order", "我的订单"],
  ["/v/reserve", "我的预约"],
] as const;

const unreadIn = async (page: Page) => {
  const label = (await page.getByTestId("notice-bell").getAttribute("aria-label")) ?? "";
  return Number(label.match(/(\d+)条未读/)?.[1] ?? 0);
};

test("a visitor is sent home from every account page", async ({ page }) => {
  for (const [path] of PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test("every account page renders for a signed-in user, with the side menu", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInContext(context, await demoAccount(request, "13800138000"), baseURL!);
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeAttached();
    await expect(
      page.getByRole("navigation", { name: "个人中心" }).getByRole("link", { name: "我的等级" }),
    ).toBeVisible();
  }
  await page.goto("/v/grade");
  await expect(page.getByTestId("grade-level")).toHaveText(/^LV\d+$/);
});

test("reading a notice lowers the header's unread count, also when read elsewhere", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const fan = await demoAccount(request, "13800138000");
  await signInContext(context, fan, baseURL!);
  await page.goto("/v/information");
  await expect(page.getByTestId("notice-bell")).toHaveAttribute("aria-label", /条未读/);
  const before = await unreadIn(page);
  await page.getByRole("button", { name: "标为已读", exact: true }).first().click();
  await expect.poll(() => unreadIn(page)).toBe(before - 1);

  // Read in another tab (here: straight through the api): the open page hears it on its stream.
  const messages = await request.get(`${API_URL}/user/notice/list`, {
    params: { box: 2, channelId: 3, platform: 1 },
    headers: { accessToken: fan.token },
  });
  const unread = (await messages.json()).data.list.find((n: { read: boolean }) => !n.read);
  await request.post(`${API_URL}/user/notice/read`, {
    form: { id: unread.id },
    headers: { accessToken: fan.token },
  });
  await expect.poll(() => unreadIn(page)).toBe(before - 2);
});

test("unfollowing an anchor takes them off 我的关注", async ({ page, context, request, baseURL }) => {
  const fan = await newFan(request);
  const anchor = await demoAccount(request, "13900139000");
  const followed = await request.get(`${API_URL}/api/attention/operAttention`, {
    params: { type: 2, targetId: anchor.id, operateType: 1, channelId: 3, platform: 1 },
    headers: { accessToken: fan.token },
  });
  expect((await followed.json()).code).toBe(200);
  await signInContext(context, fan, baseURL!);
  await page.goto("/v/attention");
  const card = page.getByTestId("follow-card").filter({ hasText: anchor.nickName });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: /取消关注/ }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("还没有关注任何主播")).toBeVisible();
});
