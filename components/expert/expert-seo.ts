import "server-only";
import { getTranslations } from "next-intl/server";
import type { PlanTeaser } from "@/lib/contracts/expert-plans";
import { GUIDE_CRUMB, sectionMetadata } from "@/lib/seo/section-seo";
import { planHref, playTypeLabel } from "./plan-labels";

/** One plan's head and trail (首页 › 专家 › the plan): canonical on /guide/{code}. */
export async function planHead(plan: PlanTeaser) {
  const t = await getTranslations("expert.meta");
  const title = t("planTitle", { title: plan.title });
  const playType = playTypeLabel(plan.sportId, plan.playType);
  const path = planHref(plan.code);
  const teams = plan.matches.flatMap((m) => [m.home.name, m.away.name]);
  return {
    metadata: sectionMetadata({
      title,
      description: t("planDescription", {
        expert: plan.expert.nickName,
        playType,
        matches: plan.matches.map((m) => `${m.league.name} ${m.home.name} vs ${m.away.name}`).join("、"),
      }),
      path,
      keywords: [plan.expert.nickName, `${playType}推荐`, ...teams, "专家方案"],
    }),
    crumbs: [GUIDE_CRUMB, { name: plan.title, path }],
  };
}
