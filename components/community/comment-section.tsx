"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { type CommentItem, type CommentPage, communityApi, type ReplyItem } from "@/lib/api/community-client";
import { useUserStore } from "@/stores/user-store";
import { AuthorLine } from "./author-line";
import { CommentForm } from "./comment-form";
import { LikeButton } from "./like-button";

const PAGE_SIZE = 20;

function CommentBody({ item, onReply }: { item: CommentItem | ReplyItem; onReply: () => void }) {
  const t = useTranslations("community.comments");
  const replyTo = "replyToNickName" in item ? item.replyToNickName : null;
  return (
    <div data-testid="comment">
      <AuthorLine author={item.author} createdAt={item.createdAt} />
      <p className="mt-1 pl-10 text-sm leading-6 break-words whitespace-pre-wrap text-ink">
        {replyTo ? (
          <span className="text-ink-mute">
            {t("replyTo")} @{replyTo}：
          </span>
        ) : null}
        {item.content}
      </p>
      <div className="mt-1 flex gap-5 pl-10 text-xs text-ink-mute">
        <LikeButton
          key={`${item.id}-${item.liked}-${item.likeCount}`}
          liked={item.liked}
          count={item.likeCount}
          label={t("like")}
          toggle={() => communityApi.likeComment(item.id)}
        />
        <button type="button" className="hover:text-brand" onClick={onReply}>
          {t("reply")}
        </button>
      </div>
    </div>
  );
}

/** A post's comments with their replies; the reader's own likes come from its session. */
export function CommentSection({ postId, initial }: { postId: number; initial: CommentPage | null }) {
  const t = useTranslations("community.comments");
  const tc = useTranslations("community");
  const auth = useUserStore((s) => s.auth);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [replying, setReplying] = useState<{ id: number; name: string } | null>(null);
  const { data, mutate } = useSWR(
    ["community/comments", postId, pageSize, auth],
    async () => {
      const res = await communityApi.comments(postId, 1, pageSize);
      if (res.code !== 200 || !res.data) throw new Error(res.message);
      return res.data;
    },
    { fallbackData: pageSize === PAGE_SIZE && initial ? initial : undefined, keepPreviousData: true },
  );

  const sent = () => {
    setReplying(null);
    void mutate();
  };

  return (
    <section aria-label={t("title", { count: data?.total ?? 0 })} className="space-y-4">
      <h2 className="text-base font-semibold text-ink">{t("title", { count: data?.total ?? 0 })}</h2>
      <CommentForm postId={postId} onSent={sent} />
      {data && !data.list.length ? (
        <p className="py-6 text-center text-sm text-ink-mute">{t("empty")}</p>
      ) : null}
      <ul className="divide-y divide-surface">
        {data?.list.map((c) => (
          <li key={c.id} className="py-4">
            <CommentBody item={c} onReply={() => setReplying({ id: c.id, name: c.author.nickName })} />
            {c.replies.length ? (
              <ul className="mt-3 ml-10 space-y-3 rounded bg-surface/60 p-3">
                {c.replies.map((r) => (
                  <li key={r.id}>
                    <CommentBody
                      item={r}
                      onReply={() => setReplying({ id: r.id, name: r.author.nickName })}
                    />
                  </li>
                ))}
                {c.replyCount > c.replies.length ? (
                  <li className="text-xs text-ink-mute">{t("moreReplies", { count: c.replyCount })}</li>
                ) : null}
              </ul>
            ) : null}
            {replying && (replying.id === c.id || c.replies.some((r) => r.id === replying.id)) ? (
              <div className="mt-3 ml-10">
                <CommentForm postId={postId} commentId={replying.id} replyTo={replying.name} onSent={sent} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {data && data.list.length < data.total ? (
        <div className="text-center">
          <Button variant="outline" onClick={() => setPageSize((size) => Math.min(100, size + PAGE_SIZE))}>
            {tc("more")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
