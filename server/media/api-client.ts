import type { ReplayTrack } from "@/lib/match-animation/replay-state";
import type { DemoBroadcast } from "../services/stream/demo-broadcasts";

/** The media process's calls to the api's internal hooks (server/routes/stream-hooks.ts). */
export type MediaApi = {
  /** true when the key may publish this stream name. */
  authorize(name: string, key: string): Promise<boolean>;
  published(name: string, session: string): Promise<void>;
  unpublished(name: string, session: string): Promise<void>;
  demoStreams(): Promise<string[]>;
  /**
   * Of these stream names, those whose room is down (下播) or may no longer broadcast, and the
   * demo streams to loop now.
   */
  onAirCheck(names: string[]): Promise<{ offAir: string[]; demo: string[] }>;
  /** At start: publishers of a previous run are gone. */
  reset(): Promise<void>;
  /** A match replay's stored events and momentum (lib/match-animation/replay-state.ts). */
  replayTrack?(playbackId: number): Promise<ReplayTrack>;
  /** The demo rooms to render their bound match for, with their keys (server/media/broadcast). */
  broadcasts(): Promise<DemoBroadcast[]>;
  /** A match's live frames (SSE), with the headers that authenticate the media process. */
  matchStream(matchId: number): { url: string; headers: Record<string, string> };
};

type Envelope = { code: number; message: string; data: any };

export function createMediaApi(baseUrl: string, secret: string, timeoutMs = 3000): Required<MediaApi> {
  const root = baseUrl.replace(/\/$/, "");
  async function call(path: string, body?: unknown): Promise<Envelope> {
    const res = await fetch(`${root}/internal/media/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "x-media-secret": secret, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return (await res.json()) as Envelope;
  }
  /** Status reports are retried: the api may be restarting, and a lost "down" would leave a room live. */
  async function report(path: string, body: unknown) {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await call(path, body);
        if (answer.code === 200) return;
        throw new Error(`${path}: ${answer.code} ${answer.message}`);
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
  }
  return {
    async authorize(name, key) {
      const answer = await call("authorize", { name, key });
      return answer.code === 200;
    },
    published: (name, session) => report("published", { name, session }),
    unpublished: (name, session) => report("unpublished", { name, session }),
    reset: () => report("reset", {}),
    async onAirCheck(names) {
      const answer = await call("on-air-check", { names });
      if (answer.code !== 200) throw new Error(`on-air-check: ${answer.code} ${answer.message}`);
      return answer.data as { offAir: string[]; demo: string[] };
    },
    async replayTrack(playbackId) {
      const answer = await call(`replay-track/${playbackId}`);
      if (answer.code !== 200) throw new Error(`replay-track: ${answer.code} ${answer.message}`);
      return answer.data as ReplayTrack;
    },
    async broadcasts() {
      const answer = await call("broadcasts");
      if (answer.code !== 200) throw new Error(`broadcasts: ${answer.code} ${answer.message}`);
      return answer.data.rooms as DemoBroadcast[];
    },
    matchStream: (matchId) => ({
      url: `${root}/internal/media/match-stream/${matchId}`,
      headers: { "x-media-secret": secret },
    }),
    async demoStreams() {
      const answer = await call("demo-streams");
      if (answer.code !== 200) throw new Error(`demo-streams: ${answer.code} ${answer.message}`);
      return answer.data.names as string[];
    },
  };
}
