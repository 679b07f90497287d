/** Answer codes of the feed's development helper (290xx). */
export const DevFeedErrorCode = {
  MatchStarted: 29001,
  NoUpcomingMatch: 29002,
  NoDemoRoomOnAir: 29003,
} as const;
