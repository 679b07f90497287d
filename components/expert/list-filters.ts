import { playTypesOf } from "@/lib/codes/expert-plans";
import { isSportId, SPORT_LABELS, type SportId } from "@/lib/codes/sports";
import type { FilterOption } from "./filter-row";
import { playTypeLabel } from "./plan-labels";

/** The sport of a list query, when it names one. */
export function sportOf(query: Record<string, string>): SportId | undefined {
  const sport = Number(query.sport);
  return isSportId(sport) ? sport : undefined;
}

/** A play type counts only with its sport (basketball's 1 and 2 are not football's). */
export function playTypeOf(query: Record<string, string>, sport: SportId | undefined): number | undefined {
  const playType = Number(query.playType);
  return sport && playTypesOf(sport).includes(playType) ? playType : undefined;
}

export const pageOfQuery = (query: Record<string, string>) => Number(query.page ?? 1);

export function sportOptions(all: string): FilterOption[] {
  return [
    { value: undefined, label: all },
    ...(Object.entries(SPORT_LABELS) as [string, string][]).map(([value, label]) => ({ value, label })),
  ];
}

export function playTypeOptions(sport: SportId, all: string): FilterOption[] {
  return [
    { value: undefined, label: all },
    ...playTypesOf(sport).map((code) => ({ value: String(code), label: playTypeLabel(sport, code) })),
  ];
}
