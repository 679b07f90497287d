/** `/api/report/add`: reasons a viewer can pick (举报类型). */
export const REPORT_REASONS: Record<number, string> = {
  1: "色情低俗",
  2: "政治敏感",
  3: "赌博诈骗",
  4: "辱骂攻击",
  5: "盗播侵权",
  6: "其他",
};

export const ReportStatus = { Pending: 0, Handled: 1, Dismissed: 2 } as const;
