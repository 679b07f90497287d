import { z } from "zod";

/** What an anchor types into OBS: server URL and stream key (which includes the secret). */
export const pushInfo = z.object({
  roomId: z.number().int(),
  pushUrl: z.string().describe("OBS 服务器, e.g. rtmp://127.0.0.1:1935/live"),
  streamKey: z.string().describe("OBS 串流密钥: {streamName}?key={secret}; keep it private"),
  pullUrl: z.string().describe("HTTP-FLV address viewers play"),
  liveStatus: z.number().int().describe("0 offline, 1 live"),
});
export type PushInfo = z.infer<typeof pushInfo>;

/** Where viewers play a room (added to the room info of /api/room/info as `pullUrl`). */
export const roomPlay = z.object({
  pullUrl: z.string().describe("HTTP-FLV, e.g. http://127.0.0.1:3002/live/room1001.flv"),
  wsUrl: z.string().describe("the same stream over WebSocket (WS-FLV); real publishers only"),
  liveStatus: z.number().int().describe("0 offline, 1 live: kept from the media server's events"),
});
export type RoomPlay = z.infer<typeof roomPlay>;
