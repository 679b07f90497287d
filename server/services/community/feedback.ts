import { FEEDBACK_MAX } from "@/lib/codes/community";
import type { Db } from "../../db/client";
import { feedback } from "../../db/schema/community";
import { maskSensitive } from "../chat/sensitive-words";

/** 意见反馈: stored for the operators. */
export async function addFeedback(
  db: Db,
  userId: number,
  input: { type: number; content: string; contact: string; page: string },
  nowMs: number,
) {
  const [row] = await db
    .insert(feedback)
    .values({
      userId,
      type: input.type,
      content: maskSensitive(input.content, FEEDBACK_MAX),
      contact: input.contact,
      page: input.page,
      createdAt: new Date(nowMs),
    })
    .returning({ id: feedback.id });
  return row;
}
