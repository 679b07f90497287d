"use client";
import { useTranslations } from "next-intl";
import { SiteLink } from "@/components/layout/site-link";
import { communityApi, type PostItem } from "@/lib/api/community-client";
import { AuthorLine } from "./author-line";
import { circleHref, postHref } from "./community-links";
import { LikeButton } from "./like-button";
import { PostImages } from "./post-images";
import { PostMenu } from "./post-menu";

/** One post in a feed: author, circle, title (to the post's view), an excerpt, pictures, like and comments. */
export function PostCard({ post, onGone }: { post: PostItem; onGone: () => void }) {
  const t = useTranslations("community.post");
  return (
    <article className="border-b border-surface px-5 py-4 last:border-b-0" data-testid="post-card">
      <div className="flex items-start justify-between gap-3">
        <AuthorLine
          author={post.author}
          createdAt={post.createdAt}
          extra={
            <SiteLink href={circleHref(post.circleId)} className="text-ink-soft hover:text-brand">
              {t("in")} {post.circleName}
            </SiteLink>
          }
        />
        <PostMenu post={post} onGone={onGone} />
      </div>
      <SiteLink href={postHref(post)} className="group mt-2 block">
        <h3 className="text-base font-semibold text-ink group-hover:text-brand">{post.title}</h3>
        <p className="mt-1 line-clamp-3 text-sm leading-6 break-words whitespace-pre-wrap text-ink-soft">
          {post.content}
        </p>
      </SiteLink>
      <PostImages images={post.images} />
      <div className="mt-3 flex items-center gap-6 text-xs text-ink-mute">
        <LikeButton liked={post.liked} count={post.likeCount} toggle={() => communityApi.like(post.id)} />
        <SiteLink href={postHref(post)} className="hover:text-brand">
          {t("comments", { count: post.commentCount })}
        </SiteLink>
      </div>
    </article>
  );
}
