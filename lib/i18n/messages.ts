import about from "@/messages/zh-CN/about.json";
import account from "@/messages/zh-CN/account.json";
import anchor from "@/messages/zh-CN/anchor.json";
import auth from "@/messages/zh-CN/auth.json";
import basketball from "@/messages/zh-CN/basketball.json";
import common from "@/messages/zh-CN/common.json";
import community from "@/messages/zh-CN/community.json";
import expert from "@/messages/zh-CN/expert.json";
import database from "@/messages/zh-CN/database.json";
import error from "@/messages/zh-CN/error.json";
import home from "@/messages/zh-CN/home.json";
import layout from "@/messages/zh-CN/layout.json";
import liveDirectory from "@/messages/zh-CN/live-directory.json";
import liveManual from "@/messages/zh-CN/live-manual.json";
import liveRoom from "@/messages/zh-CN/live-room.json";
import match from "@/messages/zh-CN/match.json";
import matchAnimation from "@/messages/zh-CN/match-animation.json";
import matchDetail from "@/messages/zh-CN/match-detail.json";
import news from "@/messages/zh-CN/news.json";
import odds from "@/messages/zh-CN/odds.json";
import playback from "@/messages/zh-CN/playback.json";
import player from "@/messages/zh-CN/player.json";
import privateHeads from "@/messages/zh-CN/private-heads.json";
import roomMoney from "@/messages/zh-CN/room-money.json";
import wallet from "@/messages/zh-CN/wallet.json";

// Each domain owns one namespace file; the union is what next-intl sees.
export const zhCN = {
  ...common,
  ...about,
  ...account,
  ...anchor,
  ...auth,
  ...layout,
  ...error,
  ...home,
  ...odds,
  ...matchDetail,
  ...matchAnimation,
  ...match,
  ...basketball,
  ...liveRoom,
  ...liveDirectory,
  ...liveManual,
  ...player,
  ...playback,
  ...roomMoney,
  ...wallet,
  ...privateHeads,
  ...news,
  ...community,
  ...expert,
  ...database,
};

export type Messages = typeof zhCN;

export async function loadMessages(locale: string): Promise<Messages> {
  if (locale !== "zh-CN") throw new Error(`unsupported locale ${locale}`);
  return zhCN;
}
