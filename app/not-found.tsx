import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.notFound");
  return { title: t("metaTitle") };
}

/** An address no route matches: the 404 with the site's chrome (the root layout has none). */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-site flex-1 flex-col">
        <NotFoundView />
      </main>
      <SiteFooter />
    </>
  );
}
