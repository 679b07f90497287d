import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { sectionMetadata } from "@/lib/seo/section-seo";
import { viewLabel } from "./odds-view-nav";
import { oddsPagePath, type OddsView } from "./odds-params";

/** Head of an odds page (足球欧赔, 篮球让分…): canonical on its clean path, whatever date, company or league it shows. */
export async function oddsMetadata(sportId: number, view?: OddsView | "model"): Promise<Metadata> {
  const t = await getTranslations("odds");
  const sport = t(`sports.${sportId}`);
  const path = oddsPagePath(sportId, view);
  const keywords = [`${sport}赔率`, `${sport}指数`, "即时赔率", "初盘", "即时盘"];
  if (!view) {
    return sectionMetadata({
      title: t("centreTitle", { sport }),
      description: t("centreIntro"),
      path,
      keywords,
    });
  }
  const label = viewLabel(t, sportId, view);
  return sectionMetadata({
    title: `${sport}${label}`,
    description: t("description", { sport, view: label, companies: "澳门、皇冠、Bet365" }),
    path,
    keywords: [label, `${sport}${label}`, ...keywords],
  });
}
