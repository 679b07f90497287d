import { openDatabase } from "../server/db/client";
import { lockOwner } from "../server/db/dir-lock";
import { migrateDatabase } from "../server/db/migrate";
import type { ApiEnv } from "../server/env";
import { pendingAudits, type PendingAudit } from "../server/services/anchor/audit-review";
import { approveAuditAndNotify, rejectAuditAndNotify } from "../server/services/notices/site-notices";
import { opsTokenFile, readOpsToken } from "../server/services/anchor/ops-token";
import { operatorMove, type OperatorMove } from "../server/services/payments/operator-credit";
import { pendingWithdrawals, type PendingWithdrawal } from "../server/services/payments/withdraw";
import {
  approveWithdrawalAndNotify,
  rejectWithdrawalAndNotify,
} from "../server/services/payments/withdrawal-review";
import {
  approveExpert,
  pendingExpertApplications,
  rejectExpert,
} from "../server/services/expert/expert-application";

export type PendingExpertApplication = Awaited<ReturnType<typeof pendingExpertApplications>>[number];

/** The operator's actions, against the database itself or through the api that holds it. */
export type OpsBackend = {
  where: string;
  audits(): Promise<PendingAudit[]>;
  approve(auditId: number): Promise<{ userId: number; roomId: number; streamName: string }>;
  reject(auditId: number, reason: string): Promise<{ userId: number }>;
  withdrawals(): Promise<PendingWithdrawal[]>;
  approveWithdrawal(id: number): Promise<{ userId: number; payout: number }>;
  rejectWithdrawal(id: number, reason: string): Promise<{ userId: number; amount: number }>;
  /** Manual top-up (14), system gift (7) or system deduction (8) of diamonds. */
  move(
    move: OperatorMove,
    input: { userId: number; amount: number; note: string },
  ): Promise<{ userId: number; balance: number }>;
  expertApplications(): Promise<PendingExpertApplication[]>;
  approveExpert(userId: number): Promise<{ userId: number }>;
  rejectExpert(userId: number, reason: string): Promise<{ userId: number }>;
  close(): Promise<void>;
};

const REMOTE_TIMEOUT_MS = 10_000;

async function direct(env: ApiEnv): Promise<OpsBackend> {
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await migrateDatabase(database);
  const { db } = database;
  return {
    where: env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `the embedded database ${env.PGLITE_DIR}`,
    audits: () => pendingAudits(db),
    approve: (id) => approveAuditAndNotify({ db, now: Date.now }, id),
    reject: (id, reason) => rejectAuditAndNotify({ db, now: Date.now }, id, reason),
    withdrawals: () => pendingWithdrawals(db),
    approveWithdrawal: (id) => approveWithdrawalAndNotify({ db, now: Date.now }, id),
    rejectWithdrawal: (id, reason) => rejectWithdrawalAndNotify({ db, now: Date.now }, id, reason),
    move: (move, input) => operatorMove(db, move, input, Date.now()),
    expertApplications: () => pendingExpertApplications(db),
    approveExpert: (userId) => approveExpert(db, userId, Date.now()),
    rejectExpert: (userId, reason) => rejectExpert(db, userId, reason, Date.now()),
    close: () => database.close(),
  };
}

function remote(baseUrl: string, token: string): OpsBackend {
  const root = baseUrl.replace(/\/$/, "");
  async function call(path: string, body?: unknown) {
    let res: Response;
    try {
      res = await fetch(`${root}/internal/ops/${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "x-ops-token": token, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(
        `The api at ${root} did not answer (${(error as Error).message}). If it runs on another port, set API_PORT or API_INTERNAL_URL.`,
      );
    }
    const answer = (await res.json()) as { code: number; message: string; data: any };
    if (answer.code !== 200) throw new Error(answer.message);
    return answer.data;
  }
  return {
    where: `the running api at ${root}`,
    audits: () => call("audits"),
    approve: (auditId) => call("approve", { auditId }),
    reject: (auditId, reason) => call("reject", { auditId, reason }),
    withdrawals: () => call("withdrawals"),
    approveWithdrawal: (withdrawalId) => call("approve-withdrawal", { withdrawalId }),
    rejectWithdrawal: (withdrawalId, reason) => call("reject-withdrawal", { withdrawalId, reason }),
    move: (move, input) => call(`wallet/${move}`, input),
    expertApplications: () => call("expert-apps"),
    approveExpert: (userId) => call("expert-approve", { userId }),
    rejectExpert: (userId, reason) => call("expert-reject", { userId, reason }),
    close: async () => {},
  };
}

/**
 * PostgreSQL is opened directly (several processes may share it). PGlite allows one process: when
 * the api holds the directory the command goes through that api, else it opens the directory.
 */
export async function openOps(env: ApiEnv, apiUrl: string): Promise<OpsBackend> {
  if (env.DATABASE_URL) return direct(env);
  const owner = lockOwner(env.PGLITE_DIR);
  if (owner === null) return direct(env);
  const token = readOpsToken(env.PGLITE_DIR);
  if (!token) {
    throw new Error(
      `The embedded database ${env.PGLITE_DIR} is in use by process ${owner}, which left no operator token (${opsTokenFile(env.PGLITE_DIR)}). ` +
        `Stop that process (Ctrl-C in the terminal running npm start) and run this command again, or restart the api so it writes the token.`,
    );
  }
  return remote(apiUrl, token);
}
