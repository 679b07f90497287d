import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NoticeBoxPage } from "@/components/account/notice-box-page";
import { pageParam } from "@/components/account/search-params";
import { NoticeBox } from "@/lib/codes/notice-kinds";
import { privateMetadata } from "@/lib/seo/section-seo";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.notices");
  const heads = await getTranslations("privateHeads");
  return privateMetadata({ title: t("messageTitle"), description: heads("message") });
}

export default async function MessagePage({ searchParams }: Props) {
  return <NoticeBoxPage box={NoticeBox.Message} page={pageParam(await searchParams)} />;
}
