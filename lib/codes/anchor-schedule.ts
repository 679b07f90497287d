/** An anchor's schedule holds at most this many matches still to start. */
export const SCHEDULE_MAX_UPCOMING = 20;
