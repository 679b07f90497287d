import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ANCHOR_GUIDE_IDS, isAnchorGuideId } from "@/components/about/about-catalog";
import { AboutDocument, aboutDocumentMetadata } from "@/components/about/about-document";

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams() {
  return ANCHOR_GUIDE_IDS.map((id) => ({ id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return isAnchorGuideId(id) ? aboutDocumentMetadata({ group: "guides", id }) : {};
}

export default async function AnchorGuidePage({ params }: Props) {
  const { id } = await params;
  if (!isAnchorGuideId(id)) notFound();
  return <AboutDocument documentRef={{ group: "guides", id }} />;
}
