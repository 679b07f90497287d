/**
 * Events on a room's bus channel, streamed by GET /api/room/stream?roomId (channels `room:{roomId}`
 * and `horn:all`) and GET /chat/stream?group (a match chat group, `room:match:{matchId}`).
 * The SSE frame is `event: <type>` with `data: <payload>`; times are ISO strings.
 * Payloads only grow by optional fields, so an older page keeps parsing newer events.
 */
export const RoomEventType = {
  Chat: "chat",
  Gift: "gift",
  RedPacket: "redPacket",
  System: "system",
  Barrage: "barrage",
} as const;

export type RoomEventTypeName = (typeof RoomEventType)[keyof typeof RoomEventType];

/** Site-wide horns travel on `horn:all` with this event type. */
export const HORN_EVENT_TYPE = "horn";
