export const SEARCH_WORD_MAX = 40;

export const SearchType = { All: 0, Users: 1, Rooms: 2 } as const;
