import { spawnSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { liveChannels } from "@/lib/contracts/match-list";
import { MatchStreamEvent } from "@/lib/codes/match-stream-events";
import { matches } from "@/server/db/schema/matches";
import { rooms } from "@/server/db/schema/rooms";
import { watchRenderedScore } from "@/scripts/bench/rendered-frames";
import { createMatch } from "../api/chat-fixtures";
import { startMediaStack, until } from "./media-harness";

const hasFfmpeg = spawnSync("ffmpeg", ["-version"]).status === 0;
if (!hasFfmpeg)
  console.warn("rendered broadcast test skipped: ffmpeg is not installed (apt-get install ffmpeg)");

describe.skipIf(!hasFfmpeg)("a demo room's rendered broadcast (real ffmpeg)", () => {
  let stack: Awaited<ReturnType<typeof startMediaStack>>;
  let matchId = 0;
  beforeAll(async () => {
    stack = await startMediaStack({
      broadcast: { ffmpeg: "ffmpeg", fps: 10, kbps: 250 },
      before: async (api, demo) => {
        matchId = await createMatch(api);
        await api.db
          .update(matches)
          .set({ state: FootballState.FirstHalf, clock: "10", homeScore: 2, awayScore: 1 })
          .where(eq(matches.id, matchId));
        await api.db.update(rooms).set({ matchId }).where(eq(rooms.id, demo.roomId));
      },
    });
  });
  afterAll(async () => {
    const pids = stack?.media.broadcasts().map((b) => b.pid) ?? [];
    await stack?.stop();
    // No encoder outlives the media server.
    for (const pid of pids) expect(() => process.kill(pid!, 0)).toThrow();
  });

  it("publishes the bound match's score into the room and follows a score change in the feed", async () => {
    await until(
      () => stack.media.broadcasts().some((b) => b.name === stack.demoName && b.pid),
      "the renderer",
    );
    const viewer = watchRenderedScore(`${stack.httpUrl}/live/${stack.demoName}.flv`);
    try {
      // The first frames may still be the clip while the publisher is approved: wait for the marker.
      await viewer.until((score) => score !== null, 20_000);
      expect(viewer.score()).toMatchObject({ home: 2, away: 1 });
      const sent = performance.now();
      await stack.api.deps.bus.publish(liveChannels.match(matchId), {
        type: MatchStreamEvent.Update,
        data: { id: matchId, state: FootballState.FirstHalf, clock: "11", homeScore: 3, awayScore: 1 },
      });
      const seen = await viewer.until((s) => s?.home === 3 && s.away === 1, 10_000);
      console.info(`score change → decoded frame: ${Math.round(seen - sent)} ms`);
    } finally {
      viewer.stop();
    }
  });
});
