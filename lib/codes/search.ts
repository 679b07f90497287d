export const SEARCH_WORD_MAX = 40;

export const SearchType = { All: 0, Users: 1, Rooms: 2 } as const;

/** What a search hit is; groups are shown in this order when their best matches tie. */
export const SEARCH_KINDS = ["player", "team", "competition", "match", "expert", "article"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Hits per kind in the header's suggestions and on the /search page. */
export const SUGGEST_HITS_PER_KIND = 3;
export const SEARCH_HITS_PER_KIND = 20;

/** The header asks for suggestions once typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 200;
