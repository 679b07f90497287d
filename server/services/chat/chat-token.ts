import { randomBytes } from "node:crypto";
import type { ChatToken } from "@/lib/contracts/chat";
import type { AppDeps, SessionUser } from "../../context";
import { hashToken, isSessionLive } from "../auth/sessions";
import { chatErrors } from "./chat-errors";

const TOKEN_TTL_MS = 30 * 60_000;
const key = (token: string) => `chat:token:${token}`;

type Bound = { userId: number; group: number; session: string };

/**
 * A short-lived credential bound to one user, one match group and the session that asked for it
 * (it dies with that session: logout, password change). EventSource cannot send the accessToken
 * header, so the stream and the send call may carry this instead.
 */
export async function issueChatToken(deps: AppDeps, user: SessionUser, group: number): Promise<ChatToken> {
  const token = randomBytes(24).toString("base64url");
  const bound: Bound = { userId: user.id, group, session: hashToken(user.token) };
  await deps.kv.set(key(token), JSON.stringify(bound), TOKEN_TTL_MS);
  return { token, group, expiresAt: new Date(deps.now() + TOKEN_TTL_MS).toISOString() };
}

/** The token's user, when the token and its session are live and it was issued for this group. */
export async function chatTokenUser(deps: AppDeps, token: string, group: number): Promise<number> {
  const stored = /^[\w-]{20,64}$/.test(token) ? await deps.kv.get(key(token)) : null;
  const bound = stored ? (JSON.parse(stored) as Bound) : null;
  if (!bound || bound.group !== group) throw chatErrors.badToken();
  if (!(await isSessionLive(deps.db, bound.session, deps.now()))) throw chatErrors.badToken();
  return bound.userId;
}
