import "server-only";
import { getTranslations } from "next-intl/server";
import { sectionMetadata } from "@/lib/seo/section-seo";
import type { Crumb } from "@/lib/seo/structured-data";
import { anchorDynamicHref, circleHref, postHref, sectionHref } from "./community-links";

type CircleRef = { id: number; name: string; intro: string };
type PostRef = { id: number; circleId: number; title: string; content: string };

const KEYWORDS = ["球迷社区", "球迷圈子", "足球论坛", "篮球论坛"];

/** 社区 as the trail's first crumb: the 全部 section. */
async function communityCrumb(): Promise<Crumb> {
  const t = await getTranslations("community");
  return { name: t("title"), path: sectionHref(1) };
}

/** A community section (全部, 足球, 篮球): canonical on /community/{id}. */
export async function communitySectionHead(section: number) {
  const t = await getTranslations("community");
  const title = `${t(`sections.${section}`)}${t("title")}`;
  const path = sectionHref(section);
  return {
    metadata: sectionMetadata({ title, description: t("description"), path, keywords: KEYWORDS }),
    crumbs: section === 1 ? [await communityCrumb()] : [await communityCrumb(), { name: title, path }],
  };
}

/** A circle's page, or one post shown on it (the post's own link is its canonical URL). */
export async function circleHead(circle: CircleRef, post: PostRef | null) {
  const t = await getTranslations("community");
  const circleCrumb = { name: circle.name, path: circleHref(circle.id) };
  const base = [await communityCrumb(), circleCrumb];
  if (post) {
    const path = postHref(post);
    return {
      metadata: sectionMetadata({
        title: post.title,
        description: post.content.slice(0, 120),
        path,
        keywords: [circle.name, `${circle.name}圈子`, ...KEYWORDS],
      }),
      crumbs: [...base, { name: post.title, path }],
    };
  }
  return {
    metadata: sectionMetadata({
      title: t("circleTitle", { name: circle.name }),
      description: circle.intro,
      path: circleCrumb.path,
      keywords: [circle.name, `${circle.name}圈子`, ...KEYWORDS],
    }),
    crumbs: base,
  };
}

/** One anchor's posts: canonical on /community/anchor-dynamic/{id}. */
export async function anchorDynamicHead(anchor: { id: number; nickName: string }) {
  const t = await getTranslations("community");
  const title = t("anchorTitle", { name: anchor.nickName });
  const path = anchorDynamicHref(anchor.id);
  return {
    metadata: sectionMetadata({
      title,
      description: t("anchorDescription", { name: anchor.nickName }),
      path,
      keywords: [anchor.nickName, `${anchor.nickName}动态`, "主播动态", ...KEYWORDS],
    }),
    crumbs: [await communityCrumb(), { name: title, path }],
  };
}
