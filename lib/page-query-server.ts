import "server-only";
import { notFound } from "next/navigation";
import { type PageQuery, pageQueryOf } from "./page-query";

/** The query of a page rewritten by the middleware (lib/page-query.ts); any other extra path is a 404. */
export async function queryOfPage(params: Promise<{ query?: string[] }>): Promise<PageQuery> {
  const query = pageQueryOf((await params).query);
  if (!query) notFound();
  return query;
}
