import { expect, test, type APIRequestContext } from "@playwright/test";
import { API_URL } from "./support/api";

type Row = { id: number; state: number; home: { name: string }; away: { name: string } };
const FINISHED = 8;

/** A finished football match from yesterday's results, through the api as a visitor would find it. */
async function finishedMatch(request: APIRequestContext): Promise<Row> {
  const res = await request.get(`${API_URL}/live/football/match`, {
    params: { type: "end", channelId: 3, platform: 1 },
  });
  const rows: Row[] = (await res.json()).data.rows;
  const match = rows.find((r) => r.state === FINISHED);
  if (!match) throw new Error("no finished football match yesterday");
  return match;
}

const TAB_TEXT: [string, string, string][] = [
  ["analysis", "分析", "联赛积分"],
  ["live", "直播", "技术统计"],
  ["oupei", "欧赔", "和局"],
  ["yapan", "亚盘", "客水"],
  ["daxiaoqiu", "大小球", "大球"],
  ["three", "三合一", "即时盘"],
];

test.describe("football match pages", () => {
  test("every tab renders on the server for a visitor; an unknown match is a 404", async ({ request }) => {
    const match = await finishedMatch(request);
    for (const [tab, , text] of TAB_TEXT) {
      const res = await request.get(`/football/${tab}/${match.id}`);
      expect(res.status(), tab).toBe(200);
      const html = await res.text();
      for (const expected of [match.home.name, match.away.name, text])
        expect(html, `${tab}: ${expected}`).toContain(expected);
    }
    expect((await request.get("/football/live/987654321")).status()).toBe(404);
    expect((await request.get("/football/oupei/abc")).status()).toBe(404);
  });

  test("the tabs lead from one match page to the next", async ({ page, request }) => {
    const match = await finishedMatch(request);
    await page.goto(`/football/analysis/${match.id}`);
    const tabs = page.getByRole("navigation", { name: "分析" });
    for (const [tab, label, text] of [...TAB_TEXT.slice(1), TAB_TEXT[0]]) {
      await tabs.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/football/${tab}/${match.id}$`));
      await expect(tabs.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await expect(tabs.getByRole("link", { name: "方案", exact: true })).toHaveAttribute(
      "href",
      `/football/plan/${match.id}`,
    );
  });

  test("choosing a company shows its odds chart and every move of its history", async ({ page, request }) => {
    const match = await finishedMatch(request);
    const odds = await request.get(`${API_URL}/live/odds/${match.id}`, {
      params: { market: 2, channelId: 3, platform: 1 },
    });
    const company = (await odds.json()).data.markets[0].companies[0] as { companyId: number; name: string };
    const history = await request.get(`${API_URL}/live/odds/${match.id}`, {
      params: { market: 2, companyId: company.companyId, channelId: 3, platform: 1 },
    });
    const points: unknown[] = (await history.json()).data.history.points;

    await page.goto(`/football/yapan/${match.id}`);
    await expect(page.getByText("点击公司查看赔率变化走势")).toBeVisible();
    await page.getByTestId("company-odds").getByRole("link", { name: company.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`companyId=${company.companyId}`));
    await expect(page.getByTestId("odds-chart").first()).toBeVisible();
    await expect(page.getByTestId("kickoff-marker").first()).toBeVisible();
    await expect(page.getByTestId("odds-history-row")).toHaveCount(points.length);

    await page.getByRole("button", { name: "收起" }).click();
    await expect(page.getByTestId("odds-chart")).toHaveCount(0);
    await page.goBack();
    await expect(page.getByTestId("odds-history-row")).toHaveCount(points.length);
  });
});
