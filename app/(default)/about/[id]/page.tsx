import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HELP_ARTICLE_IDS, isHelpArticleId } from "@/components/about/about-catalog";
import { AboutDocument, aboutDocumentMetadata } from "@/components/about/about-document";

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams() {
  return HELP_ARTICLE_IDS.map((id) => ({ id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return isHelpArticleId(id) ? aboutDocumentMetadata({ group: "help", id }) : {};
}

export default async function HelpArticlePage({ params }: Props) {
  const { id } = await params;
  if (!isHelpArticleId(id)) notFound();
  return <AboutDocument documentRef={{ group: "help", id }} />;
}
