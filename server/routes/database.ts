import { OpenAPIHono } from "@hono/zod-openapi";
import { Sport, type SportId } from "@/lib/codes/sports";
import {
  basketballLeagueData,
  basketballPlayerData,
  basketballTeamData,
  databaseFrontData,
  databaseFrontQuery,
  footballLeagueData,
  footballPlayerData,
  footballTeamData,
  leagueQuery,
  playerQuery,
  teamQuery,
} from "@/lib/contracts/database";
import {
  leagueTransfersData,
  playerTransfersData,
  teamHonoursData,
  teamTransfersData,
} from "@/lib/contracts/database-transfers";
import type { AppEnv } from "../context";
import { ok } from "../http/envelope";
import { apiRoute } from "../http/route";
import { validationHook } from "../http/validation";
import { basketballLeague } from "../services/database/basketball-league";
import { basketballPlayer } from "../services/database/basketball-player";
import { basketballTeam } from "../services/database/basketball-team";
import { databaseFront } from "../services/database/database-front";
import { footballLeague } from "../services/database/football-league";
import { footballPlayer } from "../services/database/football-player";
import { footballTeam } from "../services/database/football-team";
import { teamHonours } from "../services/database/team-honours";
import { leagueTransfers, playerTransfers, teamTransfers } from "../services/database/transfers";

const tags = ["资料库"];
const FROM_MATCHES = "所有数字由已存储的比赛实时计算";

const front = apiRoute("get", "/live/database", {
  summary: "资料库首页：按洲与国家/地区分组的赛事、热门赛事、热门球队与球员",
  tags,
  query: databaseFrontQuery,
  data: databaseFrontData,
});
const fbLeague = apiRoute("get", "/live/database/fb-league", {
  summary: `足球赛事资料：赛季、积分榜（主客场、近况、欧冠/降级区）、按轮次的赛程赛果、射手/助攻/红黄牌榜、球队统计。${FROM_MATCHES}；赛事或赛季不存在时 404`,
  tags,
  query: leagueQuery,
  data: footballLeagueData,
});
const bbLeague = apiRoute("get", "/live/database/bb-league", {
  summary: `篮球联赛资料：分区排名、赛程赛果、球员数据榜。${FROM_MATCHES}；联赛或赛季不存在时 404`,
  tags,
  query: leagueQuery,
  data: basketballLeagueData,
});
const fbTeam = apiRoute("get", "/live/fb-team/info", {
  summary: `足球球队资料：阵容（按位置）、赛程赛果、各赛事战绩、队内射手。${FROM_MATCHES}；球队不存在时 404`,
  tags,
  query: teamQuery,
  data: footballTeamData,
});
const fbPlayer = apiRoute("get", "/live/fb-player/info", {
  summary: `足球球员资料：个人信息、各赛季数据、近期比赛。${FROM_MATCHES}；球员不存在时 404`,
  tags,
  query: playerQuery,
  data: footballPlayerData,
});
const bbTeam = apiRoute("get", "/live/bb-team/info", {
  summary: `篮球球队资料：阵容、赛程、战绩与球员场均。${FROM_MATCHES}；球队不存在时 404`,
  tags,
  query: teamQuery,
  data: basketballTeamData,
});
const bbPlayer = apiRoute("get", "/live/bb-player/info", {
  summary: `篮球球员资料：本赛季场均与逐场技术统计（来自技术统计表）；球员不存在时 404`,
  tags,
  query: playerQuery,
  data: basketballPlayerData,
});

const transfersOfLeague = apiRoute("get", "/live/database/transfers", {
  summary:
    "赛事转会列表：所选赛季（默认当前赛季）各转会窗口中该赛事球队的转入与转出，新的在前；赛事或赛季不存在时 404",
  tags,
  query: leagueQuery,
  data: leagueTransfersData,
});
const transfersOfTeam = apiRoute("get", "/live/database/team-transfers", {
  summary: "球队转会：转入与转出，新的在前；球队不存在时 404",
  tags,
  query: teamQuery,
  data: teamTransfersData,
});
const honoursOfTeam = apiRoute("get", "/live/database/team-honours", {
  summary: "球队荣誉：知名球队的真实冠军数（至库中最早赛季之前）加上库中各已结束赛季的冠军；球队不存在时 404",
  tags,
  query: teamQuery,
  data: teamHonoursData,
});
const transfersOfPlayer = apiRoute("get", "/live/database/player-transfers", {
  summary: "球员转会记录，新的在前（最新一条的转入球队即其现役球队）；球员不存在时 404",
  tags,
  query: playerQuery,
  data: playerTransfersData,
});

export const databaseRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(front, async (c) =>
    ok(c, await databaseFront(c.var.db, (c.req.valid("query").sportId ?? Sport.Football) as SportId)),
  )
  .openapi(fbLeague, async (c) => {
    const { leagueId, seasonId } = c.req.valid("query");
    return ok(c, await footballLeague(c.var.db, leagueId, seasonId));
  })
  .openapi(bbLeague, async (c) => {
    const { leagueId, seasonId } = c.req.valid("query");
    return ok(c, await basketballLeague(c.var.db, leagueId, seasonId));
  })
  .openapi(fbTeam, async (c) =>
    ok(c, await footballTeam(c.var.db, c.req.valid("query").teamId, c.var.deps.feedClock.now())),
  )
  .openapi(fbPlayer, async (c) =>
    ok(c, await footballPlayer(c.var.db, c.req.valid("query").playerId, c.var.deps.feedClock.now())),
  )
  .openapi(bbTeam, async (c) =>
    ok(c, await basketballTeam(c.var.db, c.req.valid("query").teamId, c.var.deps.feedClock.now())),
  )
  .openapi(bbPlayer, async (c) =>
    ok(c, await basketballPlayer(c.var.db, c.req.valid("query").playerId, c.var.deps.feedClock.now())),
  )
  .openapi(transfersOfLeague, async (c) => {
    const { leagueId, seasonId } = c.req.valid("query");
    return ok(c, await leagueTransfers(c.var.db, leagueId, seasonId));
  })
  .openapi(transfersOfTeam, async (c) => ok(c, await teamTransfers(c.var.db, c.req.valid("query").teamId)))
  .openapi(honoursOfTeam, async (c) =>
    ok(c, await teamHonours(c.var.db, c.req.valid("query").teamId, c.var.deps.feedClock.now())),
  )
  .openapi(transfersOfPlayer, async (c) =>
    ok(c, await playerTransfers(c.var.db, c.req.valid("query").playerId)),
  );
