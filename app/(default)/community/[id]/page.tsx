import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SiteLink } from "@/components/layout/site-link";
import { CommunityFeed } from "@/components/community/community-feed";
import { CommunitySide } from "@/components/community/community-side";
import { sectionHref } from "@/components/community/community-links";
import { communitySectionHead } from "@/components/community/community-seo";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { COMMUNITY_SECTIONS } from "@/lib/codes/community";
import { getCircles, getFeed } from "@/lib/api/community";
import { parseId } from "@/lib/parse-id";

export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

const sectionOf = (raw: string) => {
  const id = parseId(raw);
  return id && (COMMUNITY_SECTIONS as readonly number[]).includes(id) ? id : null;
};

export async function generateMetadata({ params }: PageProps<"/community/[id]">): Promise<Metadata> {
  const section = sectionOf((await params).id);
  return section ? (await communitySectionHead(section)).metadata : {};
}

/** /community/{id}: the community opened on a section — its circles and a 热门 / 最新 feed. */
export default async function CommunityPage({ params }: PageProps<"/community/[id]">) {
  const section = sectionOf((await params).id);
  if (!section) notFound();
  const t = await getTranslations("community");
  const [circles, feed, head] = await Promise.all([
    getCircles(section),
    getFeed({ section, sort: "hot" }),
    communitySectionHead(section),
  ]);
  return (
    <div className="grid grid-cols-[1fr_300px] gap-5 px-4">
      <BreadcrumbJsonLd crumbs={head.crumbs} />
      <div className="min-w-0 overflow-hidden rounded-lg bg-white shadow-sm">
        <nav aria-label={t("sectionsLabel")} className="flex gap-2 border-b border-surface px-5 py-3">
          {COMMUNITY_SECTIONS.map((s) => (
            <SiteLink
              key={s}
              href={sectionHref(s)}
              aria-current={s === section ? "page" : undefined}
              className="rounded-full px-4 py-1 text-sm text-ink-soft hover:text-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {t(`sections.${s}`)}
            </SiteLink>
          ))}
        </nav>
        <CommunityFeed filter={{ section }} initial={feed} />
      </div>
      <CommunitySide circles={circles} />
    </div>
  );
}
