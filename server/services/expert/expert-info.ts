import { eq } from "drizzle-orm";
import type { ExpertProfile } from "@/lib/contracts/expert";
import type { Db } from "../../db/client";
import { experts } from "../../db/schema/experts";
import { users } from "../../db/schema/users";

const DEFAULT_TITLE = "专家";

/** The expert's public profile; null for anyone who is not an expert (or does not exist). */
export async function expertInfo(db: Db, userId: number): Promise<ExpertProfile | null> {
  const [row] = await db
    .select({
      userId: users.id,
      nickName: users.nickName,
      portrait: users.portrait,
      isExpert: users.isExpert,
      title: experts.title,
      intro: experts.intro,
      tags: experts.tags,
    })
    .from(users)
    .leftJoin(experts, eq(experts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.isExpert !== 1) return null;
  return {
    userId: row.userId,
    nickName: row.nickName,
    portrait: row.portrait,
    title: row.title ?? DEFAULT_TITLE,
    intro: row.intro ?? "",
    tags: (row.tags ?? "")
      .split(/[,，]/)
      .map((t) => t.trim())
      .filter(Boolean),
  };
}
