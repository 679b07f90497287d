import type { Logger } from "../log/logger";
import type { MediaApi } from "./api-client";
import type { NmsEmitter, NmsPacket, NmsSession } from "./nms";

type Hold = { release(): void; reject(): void; closed(): boolean };

/**
 * Holds a publisher until the api has answered: node-media-server has already told the client
 * "publish started", so the socket is paused and any packet parsed meanwhile is queued, never
 * broadcast. A refused publisher's socket is destroyed (session.close() would leave the socket
 * reading and broadcasting). WebSocket publishers are not supported and are cut at once.
 */
function hold(session: NmsSession): Hold | null {
  if (session.protocol === "rtmp" && session.socket && session.rtmp) {
    const { socket, rtmp } = session;
    const deliver = rtmp.onPacketCallback;
    let queue: NmsPacket[] = [];
    let closed = false;
    socket.once("close", () => (closed = true));
    socket.pause();
    // The parser reuses its payload buffer, so a queued packet keeps a copy.
    rtmp.onPacketCallback = (p) =>
      queue.push(Object.assign(Object.create(Object.getPrototypeOf(p)), p, { data: Buffer.from(p.data) }));
    return {
      release() {
        rtmp.onPacketCallback = deliver;
        for (const p of queue) deliver(p);
        queue = [];
        socket.resume();
      },
      reject() {
        queue = [];
        socket.destroy();
      },
      closed: () => closed,
    };
  }
  const { req, res } = session;
  if (session.protocol === "flv" && req?.method === "POST" && res) {
    let closed = false;
    req.socket.once("close", () => (closed = true));
    req.pause();
    return {
      release() {
        // node-media-server never answers a publisher: end the exchange when the upload ends,
        // so the connection closes and the broadcast ends.
        req.once("end", () => res.writeHead(200, { Connection: "close" }).end());
        req.resume();
      },
      reject: () => req.socket.destroy(),
      closed: () => closed,
    };
  }
  return null;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export type PublishGuard = {
  isPublishing(name: string): boolean;
  /** Names with an approved publisher now. */
  liveNames(): string[];
  /** Drops the publishers of a stream (room taken down); their end is reported as usual. */
  cut(name: string): number;
  stop(): void;
};

/** Closes a publisher's connection: node-media-server then ends the broadcast for its viewers. */
const connectionOf = (session: NmsSession) => session.socket ?? session.req?.socket;
const disconnect = (session: NmsSession) => connectionOf(session)?.destroy();

export function guardPublishing(
  events: NmsEmitter,
  opts: { api: MediaApi; app: string; graceMs: number; log: Logger },
): PublishGuard {
  const { api, app, graceMs, log } = opts;
  /** Approved publisher sessions by id, with their stream name. */
  const live = new Map<string, string>();
  const sessions = new Map<string, NmsSession>();

  const forget = (id: string) => {
    live.delete(id);
    sessions.delete(id);
  };

  const onPrePublish = (session: NmsSession) => {
    if (session.broadcast) session.broadcast.publishGraceMs = graceMs;
    const held = hold(session);
    const name = session.streamName;
    const key = first(session.streamQuery?.key);
    const refuse = (why: string) => {
      log.info("publish refused", { name, why, ip: session.ip });
      if (held) held.reject();
      else disconnect(session);
    };
    if (!held) return refuse("unsupported publisher");
    if (session.streamApp !== app || !key) return refuse("no stream key");
    // node-media-server turns away a second publisher itself; it must not reach the api as live.
    const other = session.broadcast?.publisher;
    if (other && other !== session && session.broadcast?.getPublishStatus() === "publishing") {
      return refuse("stream already has a publisher");
    }
    api.authorize(name, key).then(
      (allowed) => {
        if (!allowed) return refuse("key not accepted");
        if (held.closed()) return;
        // A publisher that resumed within the grace window replaces the earlier session.
        for (const [id, n] of live) if (n === name) forget(id);
        live.set(session.id, name);
        sessions.set(session.id, session);
        held.release();
        log.info("publish started", { name, session: session.id });
        api
          .published(name, session.id)
          .catch((e) => log.error("live report failed", { name, error: String(e) }));
      },
      (error) => refuse(`api unreachable: ${error}`),
    );
  };

  // Fires after the reconnect grace window; rejected sessions are not in `live` and are ignored.
  const onDonePublish = (session: NmsSession) => {
    const name = live.get(session.id);
    if (name === undefined) return;
    forget(session.id);
    log.info("publish ended", { name, session: session.id });
    api
      .unpublished(name, session.id)
      .catch((e) => log.error("offline report failed", { name, error: String(e) }));
  };

  events.on("prePublish", onPrePublish);
  events.on("donePublish", onDonePublish);
  return {
    isPublishing: (name) => [...live.values()].includes(name),
    liveNames: () => [...new Set(live.values())],
    cut(name) {
      let cut = 0;
      for (const [id, n] of live) {
        const session = sessions.get(id);
        if (n !== name || !session || connectionOf(session)?.destroyed) continue;
        log.info("publisher cut: room is down", { name, session: id });
        disconnect(session);
        cut += 1;
      }
      return cut;
    },
    stop() {
      events.off("prePublish", onPrePublish);
      events.off("donePublish", onDonePublish);
    },
  };
}
