"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { readArticle, setArticleCollected } from "@/lib/api/news-client";
import { formatCompact } from "@/lib/format/number";
import { useUserStore } from "@/stores/user-store";

/**
 * Counts the view once the page is open (the cached page itself counts nothing), shows the live
 * read count and the reader's collect toggle.
 */
export function ArticleTools({ id, initialReads }: { id: number; initialReads: number }) {
  const t = useTranslations("news");
  const auth = useUserStore((s) => s.auth);
  const openLogin = useUserStore((s) => s.openLogin);
  const [reads, setReads] = useState(initialReads);
  const [collected, setCollected] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    let live = true;
    void readArticle(id).then((r) => {
      if (!live || r.code !== 200 || !r.data) return;
      setReads(r.data.readCount);
      setCollected(r.data.collected);
    });
    return () => {
      live = false;
    };
  }, [id, auth]);

  async function toggle() {
    if (!auth) return openLogin();
    setBusy(true);
    setError("");
    const r = await setArticleCollected(id, !collected);
    setBusy(false);
    if (r.code === 200 && r.data) setCollected(r.data.collected);
    else setError(r.code === 401 ? t("article.signInToCollect") : t("article.collectFailed"));
  }

  return (
    <div className="flex items-center gap-3 text-sm text-ink-mute">
      <span data-testid="read-count">{t("reads", { count: formatCompact(reads, 1) })}</span>
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={collected}
        className={`rounded-full px-3 py-1 ring-1 ${collected ? "bg-brand text-white ring-brand" : "text-brand ring-brand hover:bg-brand-light"}`}
      >
        {collected ? t("article.collected") : t("article.collect")}
      </button>
      {collected ? (
        <Link href="/v/collection" className="text-ink-soft hover:text-brand">
          {t("collection.title")}
        </Link>
      ) : null}
      {error ? (
        <span role="alert" className="text-brand">
          {error}
        </span>
      ) : null}
    </div>
  );
}
