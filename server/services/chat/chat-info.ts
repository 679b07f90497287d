import { type ChatInfo } from "@/lib/contracts/chat";
import { CHAT_MAX_LENGTH, CHAT_MIN_INTERVAL_MS, CHAT_PER_MINUTE } from "@/lib/codes/chat-limits";
import type { AppDeps } from "../../context";
import { mutedUntil, roleIn } from "../moderation/room-roles";
import type { RoomScope } from "./chat-scope";

export async function chatInfo(
  deps: AppDeps,
  scope: RoomScope,
  userId: number | undefined,
): Promise<ChatInfo> {
  const role = userId === undefined ? "viewer" : await roleIn(deps.db, scope, userId);
  const until = userId === undefined ? null : await mutedUntil(deps.db, scope, userId, deps.now());
  return {
    roomId: scope.roomId,
    maxLength: CHAT_MAX_LENGTH,
    minIntervalMs: CHAT_MIN_INTERVAL_MS,
    perMinute: CHAT_PER_MINUTE,
    signedIn: userId !== undefined,
    role,
    canModerate: role !== "viewer",
    canAppoint: role === "anchor",
    muted: until !== null,
    mutedUntil: until?.toISOString() ?? null,
  };
}
