/** A fee in 万欧元 as Chinese media print it: 4500万欧元, 1.25亿欧元. */
export function formatTransferFee(fee: number): string {
  return fee >= 10_000 ? `${Number((fee / 10_000).toFixed(2))}亿欧元` : `${fee}万欧元`;
}
