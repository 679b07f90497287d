import "server-only";
import { notFound } from "next/navigation";
import { type PageQuery, pageQueryOf, type QueryPage } from "./page-query";

/** The query of a page rewritten by the middleware (lib/page-query.ts); any other extra path is a 404. */
export async function queryOfPage(
  params: Promise<{ query?: string[] }>,
  page: QueryPage,
): Promise<PageQuery> {
  return pageQueryOf(page, (await params).query) ?? notFound();
}

/** Re-exported by every `[[...query]]` page: each query renders on its first request and is then cached (ISR). */
export function generateStaticParams() {
  return [];
}
