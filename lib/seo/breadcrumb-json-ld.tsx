import "server-only";
import { JsonLd } from "./json-ld";
import { sectionJsonLd } from "./section-seo";
import type { Crumb } from "./structured-data";

/** The page's BreadcrumbList (首页 › the crumbs), rendered in its body for crawlers. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: readonly Crumb[] }) {
  return <JsonLd nodes={sectionJsonLd(crumbs)} />;
}
