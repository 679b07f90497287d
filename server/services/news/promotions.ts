import type { PosterCategory, Promotion } from "@/lib/contracts/news";

/**
 * The site's own promotion slots (no third-party advertising): each place shows cards that lead to
 * the portal's own pages. `placeCode` names where the layout has a slot.
 */
const APP: Promotion = {
  id: 1,
  title: "下载客户端",
  subtitle: "比分推送、进球提醒，随时随地看比赛",
  url: "/app",
  colours: ["#0b4d34", "#1f9a57"],
};
const ANCHOR: Promotion = {
  id: 2,
  title: "申请成为主播",
  subtitle: "开播解说你最懂的比赛，和球迷一起看球",
  url: "/v/apply",
  colours: ["#5a1f0c", "#d4581c"],
};
const REPLAYS: Promotion = {
  id: 3,
  title: "主播直播间",
  subtitle: "热门比赛高清解说，边看边聊",
  url: "/live/1",
  colours: ["#1d2e5e", "#3b6fd8"],
};
const MODEL: Promotion = {
  id: 4,
  title: "足球数据模型",
  subtitle: "赔率走势与冷门预警，一页看全",
  url: "/football/model",
  colours: ["#3d195b", "#7b3fb0"],
};

const PLACES: Record<string, Promotion[]> = {
  "home-side": [APP, REPLAYS],
  "news-side": [REPLAYS, MODEL, APP],
  "article-bottom": [ANCHOR, APP],
};

/** `/inform/advert/v2/adv`: the cards of one place (none for a place the layout does not have). */
export const advertsAt = (placeCode: string): Promotion[] => PLACES[placeCode] ?? [];

/** `/inform/poster/v2/cate/list`: the same cards grouped for a poster wall. */
export function postersAt(placeCode: string): PosterCategory[] {
  const list = advertsAt(placeCode);
  return list.length ? [{ cateName: "站内推荐", list }] : [];
}
