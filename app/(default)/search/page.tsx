import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getHotSearches, searchPortal } from "@/lib/api/portal";
import { SearchForm } from "./_components/search-form";
import { SearchResults } from "./_components/search-results";
import { parseSearchParams } from "./_components/search-params";
import { privateMetadata } from "@/lib/seo/section-seo";

export async function generateMetadata({ searchParams }: PageProps<"/search">): Promise<Metadata> {
  const t = await getTranslations("search");
  const { word } = parseSearchParams(await searchParams);
  const heads = await getTranslations("privateHeads");
  return privateMetadata({
    title: word ? `${word} - ${t("title")}` : t("title"),
    description: heads("search"),
  });
}

export default async function SearchPage({ searchParams }: PageProps<"/search">) {
  const params = parseSearchParams(await searchParams);
  const [results, hotWords] = await Promise.all([
    params.word ? searchPortal(params.word, params.page) : null,
    getHotSearches(),
  ]);
  return (
    <div className="mx-auto max-w-site px-4 py-6">
      <SearchForm word={params.word} />
      <SearchResults params={params} results={results} hotWords={hotWords} />
    </div>
  );
}
