/** Answer codes of the expert and plan endpoints (server: server/services/expert/plan-errors.ts). */
export const ExpertErrorCode = {
  NotExpert: 50101,
  PlanNotFound: 50102,
  KickedOff: 50103,
  AlreadyBought: 50104,
  OwnPlan: 50105,
  MatchNotOpen: 50106,
  OddsUnavailable: 50107,
  ApplicationPending: 50110,
  AlreadyExpert: 50111,
  ExpertNotFound: 50112,
  InsufficientDiamonds: 30001,
} as const;
