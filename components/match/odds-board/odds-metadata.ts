import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { viewLabel } from "./odds-view-nav";
import type { OddsView } from "./odds-params";

/** Title and description of an odds page: 足球欧赔, 篮球让分… */
export async function oddsMetadata(sportId: number, view?: OddsView | "model"): Promise<Metadata> {
  const t = await getTranslations("odds");
  const sport = t(`sports.${sportId}`);
  if (!view) return { title: t("centreTitle", { sport }), description: t("centreIntro") };
  const label = viewLabel(t, sportId, view);
  return {
    title: `${sport}${label}`,
    description: t("description", { sport, view: label, companies: "澳门、皇冠、Bet365" }),
  };
}
