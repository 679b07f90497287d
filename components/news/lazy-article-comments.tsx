"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ComponentType } from "react";

type Comments = ComponentType<{ articleId: number }>;

/**
 * The comments load after the article: they sit below it and fetch their list in the browser
 * anyway, so their code (the list's paging, the form) is not part of the page's first load. Until
 * then the section shows its heading with the stored count, at the form's height.
 */
export function LazyArticleComments({ articleId, count }: { articleId: number; count: number }) {
  const t = useTranslations("news.comment");
  const [Loaded, setLoaded] = useState<Comments | null>(null);
  useEffect(() => {
    let live = true;
    void import("./article-comments").then((m) => live && setLoaded(() => m.ArticleComments));
    return () => {
      live = false;
    };
  }, []);
  if (Loaded) return <Loaded articleId={articleId} />;
  return (
    <section
      className="rounded-lg bg-white p-5 ring-1 ring-black/5"
      aria-labelledby="article-comments"
      aria-busy="true"
    >
      <h2 id="article-comments" className="mb-3 text-base font-semibold">
        {t("title", { count })}
      </h2>
      <div className="h-32 rounded-md bg-surface" />
    </section>
  );
}
