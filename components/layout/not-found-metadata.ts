import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

/** The 404's title, for every route group's not-found. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.notFound");
  return { title: t("metaTitle") };
}
