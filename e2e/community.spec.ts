import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { type Account, newFan, signInContext } from "./support/accounts";
import { API_URL } from "./support/api";

// A real 1x1 PNG, so the browser shows what the api stored.
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const XSS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
];

async function circleId(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get(`${API_URL}/inform/circle/list`);
  const circle = (await res.json()).data.find((c: { name: string }) => c.name === name);
  return circle.id;
}

async function writePost(request: APIRequestContext, author: Account, body: Record<string, unknown>) {
  const res = await request.post(`${API_URL}/inform/post/addSave`, {
    data: body,
    headers: { accessToken: author.token },
  });
  const json = await res.json();
  expect(json.code, json.message).toBe(200);
  return json.data as { id: number; circleId: number };
}

async function pageAs(browser: Browser, account: Account, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  await signInContext(context, account, baseURL);
  return context.newPage();
}

test("a fan writes a post with a picture, another comments and likes, and the author sees both", async ({
  browser,
  request,
  baseURL,
}) => {
  const [writer, reader] = [await newFan(request), await newFan(request)];
  const epl = await circleId(request, "英超圈");
  const mine = await pageAs(browser, writer, baseURL!);
  await mine.goto(`/v/posting?circleId=${epl}`);
  await mine.getByLabel("标题", { exact: true }).fill("阿森纳这场太稳了");
  await mine.getByLabel("正文", { exact: true }).fill("萨卡和厄德高的配合越来越默契，今年有戏！");
  await mine
    .locator("#post-images")
    .setInputFiles({ name: "pitch.png", mimeType: "image/png", buffer: PNG_1X1 });
  await expect(mine.getByAltText("第1张图片")).toBeVisible();
  await mine.getByRole("button", { name: "发布", exact: true }).click();
  await mine.waitForURL(/\/community\/circle-detail\/\d+\?post=\d+/);
  const postUrl = mine.url();
  const view = mine.getByTestId("post-view");
  await expect(view.getByRole("heading", { name: "阿森纳这场太稳了" })).toBeVisible();
  const picture = view.getByAltText("帖子图片 1");
  await expect(picture).toHaveAttribute("src", /^\/gateway\/uploads\/\d{6}\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const theirs = await pageAs(browser, reader, baseURL!);
  await theirs.goto(postUrl);
  const theirView = theirs.getByTestId("post-view");
  await theirView.getByRole("button", { name: /点赞 0/ }).click();
  await expect(theirView.getByRole("button", { name: /已赞 1/ })).toBeVisible();
  await theirs.getByLabel("说说你的看法…").fill("同意，厄德高状态回来了");
  await theirs.getByRole("button", { name: "发表评论" }).click();
  await expect(theirs.getByTestId("comment").filter({ hasText: "同意，厄德高状态回来了" })).toBeVisible();

  await mine.reload();
  await expect(mine.getByTestId("post-view").getByRole("button", { name: /点赞 1/ })).toBeVisible();
  const comment = mine.getByTestId("comment").filter({ hasText: "同意，厄德高状态回来了" });
  await expect(comment).toContainText(reader.nickName);
});

test("shielding hides a post for the one who shielded it only", async ({ browser, request, baseURL }) => {
  const [author, shielder, other] = [await newFan(request), await newFan(request), await newFan(request)];
  const nba = await circleId(request, "NBA圈");
  const title = `屏蔽测试${Date.now() % 100000}`;
  await writePost(request, author, { circleId: nba, title, content: "湖人今天防守不错" });

  const open = async (page: Page) => {
    await page.goto(`/community/circle-detail/${nba}`);
    await page.getByRole("tab", { name: "最新" }).click();
    return page.getByTestId("post-card").filter({ hasText: title });
  };
  const page = await pageAs(browser, shielder, baseURL!);
  const card = await open(page);
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "更多操作" }).click();
  await card.getByRole("menuitem", { name: "屏蔽此帖" }).click();
  await expect(card).toHaveCount(0);
  const again = await open(page);
  await expect(page.getByTestId("post-card").first()).toBeVisible();
  await expect(again).toHaveCount(0);

  const otherPage = await pageAs(browser, other, baseURL!);
  await expect(await open(otherPage)).toBeVisible();
});

test("what fans write renders as text: no script runs", async ({ browser, request, baseURL }) => {
  const [author, reader] = [await newFan(request), await newFan(request)];
  const epl = await circleId(request, "英超圈");
  const post = await writePost(request, author, { circleId: epl, title: XSS[0], content: XSS.join("\n") });
  await request.post(`${API_URL}/inform/comment/reply`, {
    data: { postId: post.id, content: XSS[1] },
    headers: { accessToken: reader.token },
  });
  const page = await pageAs(browser, reader, baseURL!);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/community/circle-detail/${epl}?post=${post.id}`);
  const view = page.getByTestId("post-view");
  await expect(view.getByRole("heading", { name: XSS[0] })).toBeVisible();
  await expect(view).toContainText(XSS[2]);
  await expect(page.getByTestId("comment").filter({ hasText: XSS[1] })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.goto("/community/1");
  await page.getByRole("tab", { name: "最新" }).click();
  await expect(page.getByTestId("post-card").filter({ hasText: XSS[0] }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
