/** status of /api/audit/info: an anchor application's state (-1 when the user never applied). */
export const AuditStatus = { None: -1, Pending: 0, Approved: 1, Rejected: 2 } as const;

export type AuditStatusCode = (typeof AuditStatus)[keyof typeof AuditStatus];
