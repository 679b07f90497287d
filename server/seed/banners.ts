import { Sport } from "@/lib/codes/sports";
import { BannerPosition } from "@/lib/codes/rooms";
import { INNER_PAGE_JUMP_TYPE } from "@/lib/jump";
import type { Db } from "../db/client";
import { banners } from "../db/schema/room-activity";
import { bannerImage, type BannerArt } from "./banner-art";
import type { BoundRoom } from "./seed-room-extras";

// Any jumpType other than the inner-page one opens `url` (SPEC §2 jump helper).
const LINK_JUMP_TYPE = 2;
// SPEC §2 inner-page ids.
const INNER_FOOTBALL = 1;
const INNER_LIVE_ALL = 8;

type Slide = { art: BannerArt; url?: string; innerId?: number };

function matchSlide(room: BoundRoom | undefined, fallback: Slide): Slide {
  if (!room) return fallback;
  const { match } = room;
  const football = match.sportId === Sport.Football;
  return {
    art: {
      kicker: "正在直播",
      title: `${match.home} vs ${match.away}`,
      subtitle: football ? `${match.league}焦点战 · 主播高清解说` : `${match.league}实时解说 · 边看边聊`,
      cta: "进入直播间",
      colours: football ? ["#0b4d34", "#1f9a57"] : ["#5a1f0c", "#d4581c"],
      motif: football ? "football" : "basketball",
    },
    url: `/live/room/${room.roomId}`,
  };
}

/** Home and live-page carousels; the first slides lead into the rooms live at seed time. */
export async function seedBanners(db: Db, bound: BoundRoom[]) {
  const football = bound.find((b) => b.match.sportId === Sport.Football);
  const basketball = bound.find((b) => b.match.sportId === Sport.Basketball);
  const liveAll: Slide = {
    art: {
      kicker: "今日直播",
      title: "精彩直播 不停歇",
      subtitle: "足球、篮球、综合频道，众多主播陪你看球",
      cta: "全部直播",
      colours: ["#3b1070", "#c2185b"],
      motif: "stage",
    },
    innerId: INNER_LIVE_ALL,
  };
  const home: Slide[] = [
    matchSlide(football, liveAll),
    matchSlide(basketball, liveAll),
    {
      art: {
        kicker: "比分直播",
        title: "全球赛事 即时比分",
        subtitle: "进球、红黄牌、角球实时推送，赔率变化一手掌握",
        cta: "查看比分",
        colours: ["#0d2a5c", "#1e6fd9"],
        motif: "football",
      },
      innerId: INNER_FOOTBALL,
    },
    {
      art: {
        kicker: "主播招募",
        title: "成为签约主播",
        subtitle: "实名认证后即可开播，礼物收益实时到账",
        cta: "申请开播",
        colours: ["#6a1b1b", "#e53950"],
        motif: "stage",
      },
      url: "/v/apply",
    },
  ];
  const live: Slide[] = [
    liveAll,
    {
      art: {
        kicker: "主播榜",
        title: "人气主播排行榜",
        subtitle: "日榜、周榜、月榜，为你喜爱的主播打榜",
        cta: "查看榜单",
        colours: ["#4a2c00", "#d89a00"],
        motif: "podium",
      },
      url: "/live/rank",
    },
    {
      art: {
        kicker: "开播教程",
        title: "三步学会 OBS 推流",
        subtitle: "复制推流地址与密钥，一键开启你的直播间",
        cta: "查看教程",
        colours: ["#0f3d3e", "#138d90"],
        motif: "stage",
      },
      url: "/live/manual",
    },
  ];
  const rows = [
    ...home.map((s, i) => ({ s, position: BannerPosition.Home, sort: i + 1 })),
    ...live.map((s, i) => ({ s, position: BannerPosition.Live, sort: i + 1 })),
  ].map(({ s, position, sort }) => ({
    position,
    sort,
    title: s.art.kicker === "正在直播" ? `${s.art.title} ${s.art.subtitle}` : s.art.title,
    image: bannerImage(s.art),
    jumpType: s.innerId ? INNER_PAGE_JUMP_TYPE : LINK_JUMP_TYPE,
    innerId: s.innerId ?? null,
    targetId: null,
    url: s.url ?? "",
  }));
  await db.insert(banners).values(rows);
  return rows.length;
}
