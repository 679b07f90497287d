/** Answer codes of the anchor-side endpoints (210xx) that the anchor pages act on. */
export const AnchorErrorCode = {
  RealNameRequired: 21001,
  AlreadyAnchor: 21002,
  AuditPending: 21003,
  AuditNotPending: 21004,
  ImageRefused: 21005,
  MatchNotBindable: 21011,
  ScheduleFull: 21021,
  MatchStarted: 21022,
  MatchCalledOff: 21023,
} as const;
