import { asc, eq } from "drizzle-orm";
import { ExpertApplicationStatus } from "@/lib/codes/expert-plans";
import type { ExpertApplication } from "@/lib/contracts/expert-plans";
import type { Db } from "../../db/client";
import { expertApplications } from "../../db/schema/expert-plans";
import { experts } from "../../db/schema/experts";
import { users } from "../../db/schema/users";
import { notFoundError } from "../../errors/biz-error";
import { planErrors } from "./plan-errors";

type ApplyInput = { title: string; intro: string; tags: string };

const NONE: ExpertApplication = {
  status: ExpertApplicationStatus.None,
  title: "",
  intro: "",
  tags: "",
  reason: "",
  createdAt: null,
};

/** `/tj/expert/apply/info`: the caller's application, status -1 when there is none. */
export async function applicationOf(db: Db, userId: number): Promise<ExpertApplication> {
  const [row] = await db.select().from(expertApplications).where(eq(expertApplications.userId, userId));
  if (!row) return NONE;
  return {
    status: row.status,
    title: row.title,
    intro: row.intro,
    tags: row.tags,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `/tj/expert/apply`: a new application, or a fresh one after a rejection. */
export async function applyForExpert(
  db: Db,
  user: { id: number; isExpert: number },
  input: ApplyInput,
  now: number,
) {
  if (user.isExpert === 1) throw planErrors.alreadyExpert();
  const current = await applicationOf(db, user.id);
  if (current.status === ExpertApplicationStatus.Pending) throw planErrors.applicationPending();
  const values = {
    ...input,
    status: ExpertApplicationStatus.Pending,
    reason: "",
    createdAt: new Date(now),
    decidedAt: null,
  };
  await db
    .insert(expertApplications)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: expertApplications.userId, set: values });
  return applicationOf(db, user.id);
}

/** Pending applications, oldest first, for `npm run ops -- expert-apps`. */
export async function pendingExpertApplications(db: Db) {
  const rows = await db
    .select({
      userId: expertApplications.userId,
      nickName: users.nickName,
      mobile: users.mobile,
      title: expertApplications.title,
      intro: expertApplications.intro,
      tags: expertApplications.tags,
      createdAt: expertApplications.createdAt,
    })
    .from(expertApplications)
    .innerJoin(users, eq(users.id, expertApplications.userId))
    .where(eq(expertApplications.status, ExpertApplicationStatus.Pending))
    .orderBy(asc(expertApplications.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function pendingOf(db: Db, userId: number) {
  const [row] = await db.select().from(expertApplications).where(eq(expertApplications.userId, userId));
  if (!row || row.status !== ExpertApplicationStatus.Pending) throw notFoundError("没有待审核的专家申请");
  return row;
}

/** Approves: the user becomes an expert (isExpert 1) with the applied title, intro and tags. */
export async function approveExpert(db: Db, userId: number, now: number) {
  const app = await pendingOf(db, userId);
  await db.transaction(async (tx) => {
    await tx
      .update(expertApplications)
      .set({ status: ExpertApplicationStatus.Approved, decidedAt: new Date(now) })
      .where(eq(expertApplications.userId, userId));
    await tx.update(users).set({ isExpert: 1 }).where(eq(users.id, userId));
    const profile = { title: app.title, intro: app.intro, tags: app.tags };
    await tx
      .insert(experts)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: experts.userId, set: profile });
  });
  return { userId };
}

export async function rejectExpert(db: Db, userId: number, reason: string, now: number) {
  await pendingOf(db, userId);
  await db
    .update(expertApplications)
    .set({ status: ExpertApplicationStatus.Rejected, reason, decidedAt: new Date(now) })
    .where(eq(expertApplications.userId, userId));
  return { userId };
}
