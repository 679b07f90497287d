"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import useSWRInfinite from "swr/infinite";
import { UserAvatar } from "@/components/user/user-avatar";
import { addArticleComment, fetchArticleComments } from "@/lib/api/news-client";
import { NEWS_COMMENT_MAX } from "@/lib/codes/news";
import type { CommentPage } from "@/lib/contracts/news";
import { formatMonthDayTime } from "@/lib/format/date";
import { useUserStore } from "@/stores/user-store";

const PAGE_SIZE = 20;

/** Readers' comments, newest first, and the box to add one; every comment is shown as text. */
export function ArticleComments({ articleId }: { articleId: number }) {
  const t = useTranslations("news.comment");
  const auth = useUserStore((s) => s.auth);
  const openLogin = useUserStore((s) => s.openLogin);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState("");
  const { data, size, setSize, mutate } = useSWRInfinite(
    (index: number, previous: CommentPage | null) =>
      previous && previous.page * previous.pageSize >= previous.total
        ? null
        : ["article-comments", articleId, index + 1],
    ([, id, page]: [string, number, number]) =>
      fetchArticleComments(id, page, PAGE_SIZE).then((r) => {
        if (r.code !== 200 || !r.data) throw new Error(r.message);
        return r.data;
      }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const items = data?.flatMap((p) => p.list) ?? [];
  const total = data?.[0]?.total ?? 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!auth) return openLogin();
    if (!text.trim()) return;
    setSending(true);
    setError("");
    const r = await addArticleComment(articleId, text.trim());
    setSending(false);
    if (r.code === 200 && r.data) {
      setText("");
      await mutate();
    } else setError(t("failed", { message: r.message }));
  }

  return (
    <section className="rounded-lg bg-white p-5 ring-1 ring-black/5" aria-labelledby="article-comments">
      <h2 id="article-comments" className="mb-3 text-base font-semibold">
        {t("title", { count: total })}
      </h2>
      <form onSubmit={submit} className="space-y-2">
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={NEWS_COMMENT_MAX}
          rows={3}
          placeholder={auth ? t("placeholder") : t("signIn")}
          onFocus={() => (auth ? undefined : openLogin())}
          className="w-full resize-none rounded-md border border-black/10 p-2.5 text-sm outline-none focus:border-brand"
        />
        <div className="flex items-center justify-end gap-3">
          {error ? (
            <span role="alert" className="text-sm text-brand">
              {error}
            </span>
          ) : null}
          <button
            type="submit"
            disabled={sending}
            className="rounded-full bg-brand px-5 py-1.5 text-sm text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {sending ? t("sending") : t("submit")}
          </button>
        </div>
      </form>
      {items.length ? (
        <ul className="mt-4 divide-y divide-black/5">
          {items.map((c) => (
            <li key={c.id} className="flex gap-3 py-3" data-comment-id={c.id}>
              <UserAvatar src={c.user.portrait} name={c.user.nickName} size={36} />
              <div className="min-w-0 flex-1">
                <p className="flex justify-between text-xs text-ink-mute">
                  <span className="text-ink-soft">{c.user.nickName}</span>
                  <time dateTime={c.createdAt}>{formatMonthDayTime(c.createdAt)}</time>
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink">{c.content}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-center text-sm text-ink-mute">{t("empty")}</p>
      )}
      {items.length < total ? (
        <button
          type="button"
          onClick={() => void setSize(size + 1)}
          className="mt-2 w-full rounded py-2 text-sm text-ink-soft hover:text-brand"
        >
          {t("more")}
        </button>
      ) : null}
    </section>
  );
}
