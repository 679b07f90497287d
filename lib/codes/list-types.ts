export const LIST_WORD_MAX = 20;

export const FilterListType = ["live", "end", "next", "jczq", "bjdc", "zc"] as const;

export type FilterListTypeName = (typeof FilterListType)[number];

export const BASKET_LIST_TYPES = ["live", "end", "next", "jclq"] as const;

export type BasketListType = (typeof BASKET_LIST_TYPES)[number];
