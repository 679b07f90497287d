import { FootballPlayType } from "./play-types";

/** The price filter of the plans-on-sale page (URL values). */
export const PriceFilter = { Free: "free", Paid: "paid" } as const;
export type PriceFilterValue = (typeof PriceFilter)[keyof typeof PriceFilter];

/** Play-type codes a filter may name; basketball's 1 and 2 are a subset of football's. */
export const ALL_PLAY_TYPES: readonly number[] = Object.values(FootballPlayType);
