import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SiteLink } from "@/components/layout/site-link";
import { buttonClass } from "@/components/ui/button";
import { CircleBadge } from "@/components/community/circle-badge";
import { CommentSection } from "@/components/community/comment-section";
import { CommunityFeed } from "@/components/community/community-feed";
import { CommunitySide } from "@/components/community/community-side";
import { circleHref } from "@/components/community/community-links";
import { circleHead } from "@/components/community/community-seo";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { JoinButton } from "@/components/community/join-button";
import { PostView } from "@/components/community/post-view";
import { getCircle, getCircles, getComments, getFeed, getPost } from "@/lib/api/community";
import { queryOfPage } from "@/lib/page-query-server";
import { parseId } from "@/lib/parse-id";

export const revalidate = 30;

export { generateStaticParams } from "@/lib/page-query-server";

type Props = PageProps<"/community/circle-detail/[id]/[[...query]]">;

async function viewOf(props: Props) {
  const [{ id }, query] = await Promise.all([props.params, queryOfPage(props.params, "circle")]);
  const circleId = parseId(id);
  const postId = parseId(query.post);
  const circle = circleId ? await getCircle(circleId) : null;
  if (!circle) return null;
  const post = postId ? await getPost(postId) : null;
  // A post is shown on its own circle's page only: any other pairing is no page.
  if (postId && (!post || post.circleId !== circle.id)) return null;
  return { circle, post };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const view = await viewOf(props);
  return view ? (await circleHead(view.circle, view.post)).metadata : {};
}

/** /community/circle-detail/{id}: a circle's header, join and feed; `?post=` opens one post with its comments. */
export default async function CircleDetailPage(props: Props) {
  const view = await viewOf(props);
  if (!view) notFound();
  const { circle, post } = view;
  const t = await getTranslations("community");
  const [circles, feed, comments, head] = await Promise.all([
    getCircles(),
    post ? Promise.resolve(null) : getFeed({ circleId: circle.id, sort: "hot" }),
    post ? getComments(post.id) : Promise.resolve(null),
    circleHead(circle, post),
  ]);
  return (
    <div className="grid grid-cols-[1fr_300px] gap-5 px-4">
      <BreadcrumbJsonLd crumbs={head.crumbs} />
      <div className="min-w-0 space-y-4">
        <header className="flex items-center gap-4 rounded-lg bg-white p-5 shadow-sm">
          <CircleBadge name={circle.name} colour={circle.colour} size="lg" />
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-bold text-ink">{circle.name}</h1>
            <p className="mt-1 text-sm text-ink-soft">{circle.intro}</p>
            <p className="mt-1 text-xs text-ink-mute">{t("postsCount", { count: circle.postCount })}</p>
          </div>
          <JoinButton circleId={circle.id} memberCount={circle.memberCount} />
        </header>
        {post ? (
          <div className="space-y-5 rounded-lg bg-white p-5 shadow-sm">
            <SiteLink href={circleHref(circle.id)} className="text-sm text-ink-soft hover:text-brand">
              ← {t("post.back")}
            </SiteLink>
            <PostView initial={post} />
            <CommentSection postId={post.id} initial={comments} />
          </div>
        ) : (
          <div className="overflow-hidden rounded-lg bg-white shadow-sm">
            <div className="flex justify-end px-5 pt-3">
              <SiteLink href={`/v/posting?circleId=${circle.id}`} className={buttonClass({ size: "sm" })}>
                {t("write")}
              </SiteLink>
            </div>
            <CommunityFeed filter={{ circleId: circle.id }} initial={feed} />
          </div>
        )}
      </div>
      <CommunitySide circles={circles} activeId={circle.id} />
    </div>
  );
}
