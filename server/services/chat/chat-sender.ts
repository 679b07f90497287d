import { eq } from "drizzle-orm";
import type { ChatRole, ChatSender } from "@/lib/contracts/room-stream";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { unauthorized } from "../../errors/biz-error";

export const senderColumns = {
  userId: users.id,
  nickName: users.nickName,
  portrait: users.portrait,
  level: users.level,
};

export async function loadSender(db: Db, userId: number, role: ChatRole): Promise<ChatSender> {
  const [user] = await db.select(senderColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  return { ...user, level: user.level ?? 0, role };
}
