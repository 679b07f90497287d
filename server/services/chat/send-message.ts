import type { ChatMessage } from "@/lib/contracts/chat";
import { RoomEventType } from "@/lib/codes/room-events";
import { EXPERIENCE_PER_CHAT, ExperienceSource } from "@/lib/codes/user-levels";
import type { AppDeps } from "../../context";
import { chatMessages } from "../../db/schema/chat";
import { awardExperience } from "../experience/award";
import { mutedUntil, roleIn } from "../moderation/room-roles";
import type { BarrageStyle } from "@/lib/contracts/chat";
import { barrageStyle } from "./barrage-styles";
import type { ChatSender } from "@/lib/contracts/room-stream";
import { chatErrors } from "./chat-errors";
import { limitChatRate, normaliseContent, refuseRepeat } from "./chat-rules";
import type { ChatScope } from "./chat-scope";
import { formatUntil } from "@/lib/format/relative-time";
import { loadSender } from "./chat-sender";
import { maskSensitive } from "./sensitive-words";

export type SendInput = { content: string; barrageId?: number };

/**
 * The one place both chat families send through: mute, length, repeat and rate rules, the word
 * mask, then store and publish (`chat`, or `barrage` when a style is given). Platform is always 1.
 */
export async function sendMessage(
  deps: AppDeps,
  userId: number,
  scope: ChatScope,
  input: SendInput,
): Promise<ChatMessage> {
  const { db, now } = deps;
  const style = input.barrageId === undefined ? undefined : barrageStyle(input.barrageId);
  if (input.barrageId !== undefined && !style) throw chatErrors.barrageUnknown();

  const until = await mutedUntil(db, scope, userId, now());
  if (until) throw chatErrors.muted(formatUntil(until, now()));
  const text = normaliseContent(input.content);
  const sender = await loadSender(db, userId, await roleIn(db, scope, userId));
  if (style && sender.level < style.minLevel) throw chatErrors.barrageLocked(style.minLevel);
  const remember = await refuseRepeat(deps, userId, scope.key, text);
  await limitChatRate(deps, userId);

  const message = await storeAndPublish(deps, scope, sender, maskSensitive(text), style);
  await remember();
  await awardExperience(db, userId, ExperienceSource.Chatting, EXPERIENCE_PER_CHAT, now());
  return message;
}

/**
 * Stores a message that passed its rules and publishes it on the scope's channel: the step every
 * message takes, a viewer's (above) or the simulated audience's (services/audience).
 */
export async function storeAndPublish(
  deps: Pick<AppDeps, "db" | "bus" | "now">,
  scope: ChatScope,
  sender: ChatSender,
  content: string,
  style?: BarrageStyle,
): Promise<ChatMessage> {
  const [row] = await deps.db
    .insert(chatMessages)
    .values({
      roomId: scope.roomId,
      matchId: scope.matchId,
      userId: sender.userId,
      content,
      role: sender.role,
      barrageId: style?.id ?? null,
      platform: 1,
      createdAt: new Date(deps.now()),
    })
    .returning({ id: chatMessages.id, content: chatMessages.content, createdAt: chatMessages.createdAt });
  const message: ChatMessage = {
    ...sender,
    id: row.id,
    roomId: scope.roomId,
    matchId: scope.matchId,
    content: row.content,
    time: row.createdAt.toISOString(),
    barrageId: style?.id ?? null,
    colour: style?.colour ?? null,
  };
  const { barrageId, colour, ...chat } = message;
  await deps.bus.publish(scope.channel, {
    type: style ? RoomEventType.Barrage : RoomEventType.Chat,
    data: style ? { ...chat, barrageId, colour } : chat,
  });
  return message;
}
