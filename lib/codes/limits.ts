/** Largest value of a Postgres `integer`; bigger ids would fail in the database, not in validation. */
export const MAX_INT = 2_147_483_647;

/** Lists (rooms, replays) page this far and no further. */
export const MAX_LIST_PAGE = 1000;

/** A list page catches up on at most this many matches' live states at once (a European Saturday's in play). */
export const MAX_LIVE_STATES = 200;
