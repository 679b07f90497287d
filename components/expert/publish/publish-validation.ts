import { legCountOf, PLAN_LIMITS, type PlanPickCode } from "@/lib/codes/expert-plans";
import type { SportId } from "@/lib/codes/sports";

export type LegDraft = { matchId: number; pick: PlanPickCode | null };

export type PublishDraft = {
  sportId: SportId;
  playType: number;
  legs: LegDraft[];
  title: string;
  analysis: string;
  price: string;
  refundIfLose: boolean;
};

export type PublishErrors = Partial<Record<"legs" | "title" | "analysis" | "price", string>>;

/** Keys of expert.publish.errors with their values; the form turns them into messages. */
export type PublishErrorKey = { key: string; values?: Record<string, number> };

/** What is wrong with a draft before it is sent (the api checks the same again). */
export function validatePublish(draft: PublishDraft): Partial<Record<keyof PublishErrors, PublishErrorKey>> {
  const errors: Partial<Record<keyof PublishErrors, PublishErrorKey>> = {};
  const needed = legCountOf(draft.sportId, draft.playType);
  if (draft.legs.length < needed)
    errors.legs = { key: needed > 1 && draft.legs.length ? "secondMatch" : "match" };
  else if (draft.legs.some((leg) => !leg.pick)) errors.legs = { key: "pick" };
  const title = draft.title.trim().length;
  if (title < 1 || title > PLAN_LIMITS.titleMax)
    errors.title = { key: "title", values: { min: 1, max: PLAN_LIMITS.titleMax } };
  const analysis = draft.analysis.trim().length;
  if (analysis < PLAN_LIMITS.analysisMin || analysis > PLAN_LIMITS.analysisMax)
    errors.analysis = {
      key: "analysis",
      values: { min: PLAN_LIMITS.analysisMin, max: PLAN_LIMITS.analysisMax },
    };
  const price = draft.price.trim();
  if (!/^\d{1,4}$/.test(price) || Number(price) > PLAN_LIMITS.maxPrice)
    errors.price = { key: "price", values: { max: PLAN_LIMITS.maxPrice } };
  return errors;
}
