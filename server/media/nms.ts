import { createRequire } from "node:module";
import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";
import type { Server as NetServer, Socket } from "node:net";

/** The parts of node-media-server 4.4.3 (CommonJS, untyped) this process touches. */
export type NmsSession = {
  id: string;
  protocol: "rtmp" | "flv" | string;
  ip: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  streamQuery: Record<string, string | string[] | undefined>;
  /** RTMP sessions. */
  socket?: Socket;
  rtmp?: { onPacketCallback: (packet: NmsPacket) => void };
  /** HTTP-FLV and WS-FLV sessions (a POST is an HTTP publisher). */
  req?: IncomingMessage;
  res?: ServerResponse;
  broadcast?: {
    publishGraceMs: number;
    publisher: NmsSession | null;
    getPublishStatus(): "publishing" | "reconnecting" | "idle";
  };
  onPacket?: (packet: NmsPacket) => void;
};
export type NmsPacket = { data: Buffer; size: number };
export type NmsEvent = "prePublish" | "postPublish" | "donePublish" | "prePlay" | "postPlay" | "donePlay";

export type NmsConfig = {
  bind: string;
  rtmp: { port: number };
  http: { port: number };
  webadmin: { enable: boolean };
  record: { auto: boolean };
  auth: { play: boolean; publish: boolean; secret: string };
};

export type NodeMediaServer = {
  httpServer: { httpServer: HttpServer; stop(): void };
  rtmpServer: { tcpServer: NetServer; stop(): void };
  on(event: NmsEvent, listener: (session: NmsSession) => void): void;
  stop(): Promise<void>;
};

type NmsModule = new (config: NmsConfig, configPath?: string) => NodeMediaServer;
type NmsLogger = { level: string; log: (message: string, level?: string) => void };

const require = createRequire(import.meta.url);

/** Loads the library at run time so the rest of the code base type-checks without it. */
export function loadNms(): { NodeMediaServer: NmsModule; logger: NmsLogger; events: NmsEmitter } {
  let NodeMediaServer: NmsModule;
  try {
    NodeMediaServer = require("node-media-server") as NmsModule;
  } catch {
    throw new Error("node-media-server is not installed: run npm install (package.json pins 4.4.3)");
  }
  const logger = require("node-media-server/src/core/logger.js") as NmsLogger;
  const context = require("node-media-server/src/core/context.js") as { eventEmitter: NmsEmitter };
  return { NodeMediaServer, logger, events: context.eventEmitter };
}

export type NmsEmitter = {
  on(event: NmsEvent, listener: (session: NmsSession) => void): void;
  off(event: NmsEvent, listener: (session: NmsSession) => void): void;
};
