/** Answer codes of the money endpoints that the room widgets act on (server: wallet-errors, *-errors). */
export const MoneyErrorCode = {
  SignInRequired: 401,
  InsufficientDiamonds: 30001,
  RedPacketGrabbedAlready: 30401,
  RedPacketExpired: 30402,
  RedPacketEmpty: 30403,
} as const;
