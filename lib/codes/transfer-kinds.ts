/** Kinds of a player's move, with the labels the database pages show. */
export const TransferKind = {
  Permanent: 1,
  Loan: 2,
  Free: 3,
  LoanReturn: 4,
  Trade: 5,
  Signing: 6,
} as const;

export type TransferKindCode = (typeof TransferKind)[keyof typeof TransferKind];

export const TRANSFER_KIND_LABELS: Record<TransferKindCode, string> = {
  1: "转会",
  2: "租借",
  3: "自由转会",
  4: "租借结束",
  5: "交易",
  6: "签约",
};
