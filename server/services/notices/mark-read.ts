import { and, eq, isNull } from "drizzle-orm";
import type { NoticeBoxCode } from "@/lib/codes/notice-kinds";
import type { UnreadCounts } from "@/lib/contracts/notices";
import { notices } from "../../db/schema/account";
import { noticeErrors } from "./notice-errors";
import { publishUnread, type NoticeDeps } from "./notify";
import { unreadCounts } from "./notice-queries";

/**
 * Marks one notice (`id`) or a whole box read; only the user's own notices are touched, and
 * another user's id answers as not found. Returns the new counts, also pushed to the user's tabs.
 */
export async function markRead(
  deps: NoticeDeps,
  userId: number,
  target: { id: number } | { box: NoticeBoxCode },
): Promise<UnreadCounts> {
  const at = new Date(deps.now());
  if ("id" in target) {
    const [own] = await deps.db
      .select({ readAt: notices.readAt })
      .from(notices)
      .where(and(eq(notices.id, target.id), eq(notices.userId, userId)));
    if (!own) throw noticeErrors.notFound();
    if (own.readAt) return unreadCounts(deps.db, userId);
    await deps.db.update(notices).set({ readAt: at }).where(eq(notices.id, target.id));
  } else {
    await deps.db
      .update(notices)
      .set({ readAt: at })
      .where(and(eq(notices.userId, userId), eq(notices.box, target.box), isNull(notices.readAt)));
  }
  await publishUnread(deps, userId);
  return unreadCounts(deps.db, userId);
}
