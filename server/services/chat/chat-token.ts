import { randomBytes } from "node:crypto";
import type { ChatToken } from "@/lib/contracts/chat";
import type { AppDeps } from "../../context";
import { chatErrors } from "./chat-errors";

const TOKEN_TTL_MS = 30 * 60_000;
const key = (token: string) => `chat:token:${token}`;

/**
 * A short-lived credential bound to one user and one match group. EventSource cannot send the
 * accessToken header, so the stream and the send call may carry this instead.
 */
export async function issueChatToken(deps: AppDeps, userId: number, group: number): Promise<ChatToken> {
  const token = randomBytes(24).toString("base64url");
  await deps.kv.set(key(token), JSON.stringify({ userId, group }), TOKEN_TTL_MS);
  return { token, group, expiresAt: new Date(deps.now() + TOKEN_TTL_MS).toISOString() };
}

/** The token's user, when the token is live and was issued for this group. */
export async function chatTokenUser(deps: AppDeps, token: string, group: number): Promise<number> {
  const stored = /^[\w-]{20,64}$/.test(token) ? await deps.kv.get(key(token)) : null;
  const bound = stored ? (JSON.parse(stored) as { userId: number; group: number }) : null;
  if (!bound || bound.group !== group) throw chatErrors.badToken();
  return bound.userId;
}
