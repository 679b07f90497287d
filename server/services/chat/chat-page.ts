import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { ChatPage } from "@/lib/contracts/chat";
import type { Db } from "../../db/client";
import { chatMessages } from "../../db/schema/chat";
import { users } from "../../db/schema/users";
import { barrageStyle } from "./barrage-styles";
import type { ChatScope } from "./chat-scope";
import { senderColumns } from "./chat-sender";

/** The newest `pageSize` messages before `before` (or the newest), returned oldest first. */
export async function chatPage(
  db: Db,
  scope: ChatScope,
  q: { pageSize: number; before?: number },
): Promise<ChatPage> {
  const inScope: SQL =
    scope.kind === "room" ? eq(chatMessages.roomId, scope.roomId) : eq(chatMessages.matchId, scope.matchId);
  const rows = await db
    .select({
      ...senderColumns,
      id: chatMessages.id,
      roomId: chatMessages.roomId,
      matchId: chatMessages.matchId,
      role: chatMessages.role,
      content: chatMessages.content,
      barrageId: chatMessages.barrageId,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(and(inScope, q.before === undefined ? undefined : lt(chatMessages.id, q.before)))
    .orderBy(desc(chatMessages.id))
    .limit(q.pageSize + 1);
  const hasMore = rows.length > q.pageSize;
  const list = rows
    .slice(0, q.pageSize)
    .reverse()
    .map(({ createdAt, level, ...row }) => ({
      ...row,
      level: level ?? 0,
      time: createdAt.toISOString(),
      colour: barrageStyle(row.barrageId)?.colour ?? null,
    }));
  return { list, hasMore };
}
