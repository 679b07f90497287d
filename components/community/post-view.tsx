"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { communityApi, type PostItem } from "@/lib/api/community-client";
import { useUserStore } from "@/stores/user-store";
import { AuthorLine } from "./author-line";
import { circleHref } from "./community-links";
import { LikeButton } from "./like-button";
import { PostImages } from "./post-images";
import { PostMenu } from "./post-menu";
import { toast } from "@/stores/ui-store";

/** The post in full, with like, collect and the ⋯ menu; the reader's marks come from its session. */
export function PostView({ initial }: { initial: PostItem }) {
  const t = useTranslations("community.post");
  const auth = useUserStore((s) => s.auth);
  const openLogin = useUserStore((s) => s.openLogin);
  const router = useRouter();
  const [post, setPost] = useState(initial);

  useEffect(() => {
    if (!auth) return;
    void communityApi.post(initial.id).then((res) => {
      if (res.code === 200 && res.data) setPost(res.data);
    });
  }, [auth, initial.id]);

  async function collect() {
    if (!auth) return openLogin();
    const res = await communityApi.collect(post.id);
    if (res.code !== 200 || !res.data) return toast(res.message, "error");
    setPost({ ...post, collected: res.data.collected, collectCount: res.data.collectCount });
  }

  return (
    <article className="space-y-3" data-testid="post-view">
      <div className="flex items-start justify-between">
        <AuthorLine author={post.author} createdAt={post.createdAt} />
        <PostMenu post={post} onGone={() => router.push(circleHref(post.circleId))} />
      </div>
      <h1 className="text-xl font-bold text-ink">{post.title}</h1>
      <p className="text-[15px] leading-7 break-words whitespace-pre-wrap text-ink">{post.content}</p>
      <PostImages images={post.images} large />
      <div className="flex items-center gap-6 border-t border-surface pt-3 text-sm text-ink-mute">
        <LikeButton
          key={`${post.liked}-${post.likeCount}`}
          liked={post.liked}
          count={post.likeCount}
          toggle={() => communityApi.like(post.id)}
        />
        <button
          type="button"
          aria-pressed={post.collected}
          onClick={() => void collect()}
          className={`hover:text-brand ${post.collected ? "text-brand" : ""}`}
        >
          {post.collected ? t("collected") : t("collect")} {post.collectCount}
        </button>
      </div>
    </article>
  );
}
