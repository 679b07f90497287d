import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  hotSearchData,
  hotSearchQuery,
  roomByWordQuery,
  roomHit,
  searchData,
  searchGroups,
  searchQuery,
  suggestQuery,
} from "@/lib/contracts/search";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { clientKey, limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { searchAll, searchCatalogue, searchRooms } from "../services/search/search";
import { hotWords, recordSearchWord } from "../services/search/search-words";

const tags = ["搜索"];

const list = apiRoute("get", "/api/search/list", {
  summary:
    "搜索：type 0 全部（球员、球队、赛事、比赛、专家、文章按类分组，另加用户与直播间），1 用户，2 直播间；未选的列表为空；关键词计入热搜",
  tags,
  query: searchQuery,
  data: searchData,
});

const roomByWord = apiRoute("get", "/api/search/roomByWord", {
  summary: "按关键词搜索直播间（标题或主播昵称）：type 0 全部，1 仅正在直播",
  tags,
  query: roomByWordQuery,
  data: z.array(roomHit),
});

const suggest = apiRoute("get", "/api/search/suggest", {
  summary: "输入时的联想：球员、球队、赛事、比赛、专家、文章，按类分组、最佳匹配在前；不计入热搜",
  tags,
  query: suggestQuery,
  data: searchGroups,
});

const hot = apiRoute("get", "/api/search/hot", {
  summary: "热门搜索词（搜索次数最多者在前）；size 默认 10，最大 20",
  tags,
  query: hotSearchQuery,
  data: hotSearchData,
});

async function record(c: Context<AppEnv>, word: string) {
  const searcher = c.var.user ? `u${c.var.user.id}` : `ip${clientKey(c)}`;
  await limitRate(c, "search-searcher", searcher);
  await recordSearchWord(c.var.db, c.var.deps.kv, word, searcher, c.var.deps.now());
}

export const searchRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(list, async (c) => {
    const { word, type } = c.req.valid("query");
    await record(c, word);
    return ok(c, await searchAll(c.var.db, word, type, c.var.deps.now()));
  })
  .openapi(suggest, async (c) => {
    const searcher = c.var.user ? `u${c.var.user.id}` : `ip${clientKey(c)}`;
    await limitRate(c, "search-suggest", searcher);
    return ok(c, await searchCatalogue(c.var.db, c.req.valid("query").word, c.var.deps.now()));
  })
  .openapi(roomByWord, async (c) => {
    const { word, type } = c.req.valid("query");
    await record(c, word);
    return ok(c, await searchRooms(c.var.db, word, type === 1));
  })
  .openapi(hot, async (c) => ok(c, await hotWords(c.var.db, c.req.valid("query").size)));
