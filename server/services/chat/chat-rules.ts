import { CHAT_MAX_LENGTH, CHAT_MIN_INTERVAL_MS, CHAT_PER_MINUTE } from "@/lib/codes/chat-limits";
import type { AppDeps } from "../../context";
import { chatErrors } from "./chat-errors";

const REPEAT_WINDOW_MS = 10 * 60_000;
// Line breaks and other control characters would let one message take over the chat list.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Plain one-line text of 1..100 characters (emoji codes such as [微笑] count as written). */
export function normaliseContent(raw: string): string {
  const text = raw.replace(CONTROL, " ").trim();
  const length = Array.from(text).length;
  if (length === 0) throw chatErrors.empty();
  if (length > CHAT_MAX_LENGTH) throw chatErrors.tooLong(CHAT_MAX_LENGTH);
  return text;
}

/** The same text as the user's previous message in this chat is refused. */
export async function refuseRepeat(deps: AppDeps, userId: number, scopeKey: string, text: string) {
  const key = `chat:last:${userId}:${scopeKey}`;
  if ((await deps.kv.get(key)) === text) throw chatErrors.repeated();
  return () => deps.kv.set(key, text, REPEAT_WINDOW_MS);
}

/** One message per 2 s and 20 per minute per user, across rooms, shared by every api process. */
export async function limitChatRate(deps: AppDeps, userId: number) {
  if (!deps.env.RATE_LIMIT) return;
  // A refused burst does not use up the minute's allowance.
  if ((await deps.kv.incr(`chat:rate:burst:${userId}`, CHAT_MIN_INTERVAL_MS)) > 1) throw chatErrors.tooFast();
  if ((await deps.kv.incr(`chat:rate:minute:${userId}`, 60_000)) > CHAT_PER_MINUTE)
    throw chatErrors.tooFast();
}
