import type { IncomingMessage } from "node:http";
import type { LoopChannel, LoopSink } from "./loop/loop-channel";

/** The parts of a `ws` socket and server (node-media-server's WS-FLV) used here. */
type Ws = {
  send(data: Buffer): void;
  bufferedAmount: number;
  readyState: number;
  protocol: string;
  on(event: "close", listener: () => void): void;
  terminate(): void;
};
type ConnectionListener = (ws: Ws, req: IncomingMessage) => void;
export type WsServer = {
  listeners(event: "connection"): ConnectionListener[];
  removeAllListeners(event: "connection"): void;
  on(event: "connection", listener: ConnectionListener): void;
};

const OPEN = 1;
const HIGH_WATER = 1 << 20;
const LOW_WATER = 1 << 18;
const LIVE = /^\/live\/([A-Za-z0-9_-]{1,64})\.flv$/;

/** `ws` has no drain event: a full socket is polled until its buffer has emptied enough. */
function wsSink(ws: Ws): LoopSink {
  return {
    write(chunk) {
      if (ws.readyState !== OPEN) return true;
      ws.send(chunk);
      return ws.bufferedAmount < HIGH_WATER;
    },
    once(_event, listener) {
      const timer = setInterval(() => {
        if (ws.readyState !== OPEN) clearInterval(timer);
        else if (ws.bufferedAmount < LOW_WATER) {
          clearInterval(timer);
          listener();
        }
      }, 50);
      timer.unref();
    },
  };
}

/** WS-FLV viewers of a demo room get the loop too; everything else stays with node-media-server. */
export function routeDemoWebSockets(
  wss: WsServer,
  d: {
    isDemo(name: string): boolean;
    isPublishing(name: string): boolean;
    loop: LoopChannel;
    offsetOf(name: string): number;
    trackDemo?(name: string, end: () => void): () => void;
  },
) {
  const [nmsHandler] = wss.listeners("connection");
  wss.removeAllListeners("connection");
  wss.on("connection", (ws, req) => {
    const name = LIVE.exec(new URL(req.url ?? "/", "http://media").pathname)?.[1];
    const publisher = ["post", "publisher"].includes(ws.protocol.toLowerCase());
    if (name && !publisher && d.isDemo(name) && !d.isPublishing(name)) {
      const detach = d.loop.attach(wsSink(ws), d.offsetOf(name));
      const untrack = d.trackDemo?.(name, () => ws.terminate());
      ws.on("close", () => {
        detach();
        untrack?.();
      });
      return;
    }
    nmsHandler(ws, req);
  });
}
