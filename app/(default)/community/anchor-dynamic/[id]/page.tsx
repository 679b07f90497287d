import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SiteLink } from "@/components/layout/site-link";
import { buttonClass } from "@/components/ui/button";
import { AnchorDynamicList } from "@/components/community/anchor-dynamic-list";
import { CommunitySide } from "@/components/community/community-side";
import { anchorDynamicHead } from "@/components/community/community-seo";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { getAnchorPosts, getCircles } from "@/lib/api/community";
import { getPersonalInfo } from "@/lib/api/rooms";
import { personalHref } from "@/lib/codes/personal-tabs";
import { mediaUrl } from "@/lib/api/envelope";
import { parseId } from "@/lib/parse-id";

export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

async function anchorOf(raw: string) {
  const id = parseId(raw);
  const person = id ? await getPersonalInfo(id) : null;
  return person && person.isAnchor === 1 ? person : null;
}

export async function generateMetadata({
  params,
}: PageProps<"/community/anchor-dynamic/[id]">): Promise<Metadata> {
  const anchor = await anchorOf((await params).id);
  return anchor ? (await anchorDynamicHead(anchor)).metadata : {};
}

/** /community/anchor-dynamic/{id}: one anchor's posts, as the anchor zone stores them. */
export default async function AnchorDynamicPage({ params }: PageProps<"/community/anchor-dynamic/[id]">) {
  const anchor = await anchorOf((await params).id);
  if (!anchor) notFound();
  const t = await getTranslations("community");
  const [posts, circles, head] = await Promise.all([
    getAnchorPosts(anchor.id),
    getCircles(),
    anchorDynamicHead(anchor),
  ]);
  return (
    <div className="grid grid-cols-[1fr_300px] gap-5 px-4">
      <BreadcrumbJsonLd crumbs={head.crumbs} />
      <div className="min-w-0 space-y-4">
        <header className="flex items-center gap-4 rounded-lg bg-white p-5 shadow-sm">
          {/* eslint-disable-next-line @next/next/no-img-element -- avatars are the api's or built-in */}
          <img
            src={mediaUrl(anchor.portrait)}
            alt=""
            className="size-16 rounded-full bg-surface object-cover"
          />
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-bold text-ink">{t("anchorTitle", { name: anchor.nickName })}</h1>
            <p className="mt-1 text-sm text-ink-soft">{anchor.signature}</p>
          </div>
          <SiteLink href={personalHref(anchor)} className={buttonClass({ variant: "outline" })}>
            {t("anchorSpace")}
          </SiteLink>
        </header>
        <div className="rounded-lg bg-white shadow-sm">
          <AnchorDynamicList items={posts?.list ?? []} />
        </div>
      </div>
      <CommunitySide circles={circles} />
    </div>
  );
}
