import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomeOverview } from "@/components/account/home-overview";
import { accountServer, accountToken } from "@/lib/api/account-server";
import { NoticeBox } from "@/lib/codes/notice-kinds";
import { privateMetadata } from "@/lib/seo/section-seo";

const RECENT = 5;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.home");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("title"), description: heads("home") });
}

export default async function AccountHomePage() {
  const token = await accountToken();
  const [info, balances, grade, unread, orders, notices] = await Promise.all([
    accountServer.info(token),
    accountServer.balances(token),
    accountServer.grade(token),
    accountServer.unread(token),
    accountServer.orders(token, "all", 1),
    accountServer.notices(token, NoticeBox.Information, 1),
  ]);
  if (!info) throw new Error("个人资料加载失败");
  return (
    <HomeOverview
      info={info}
      balances={balances}
      grade={grade}
      unread={unread}
      orders={orders?.list.slice(0, RECENT) ?? []}
      notices={notices?.list.slice(0, RECENT) ?? []}
    />
  );
}
