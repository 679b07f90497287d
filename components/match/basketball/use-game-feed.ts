"use client";
import { useState } from "react";
import { useMatchStream } from "@/components/match/detail/use-match-stream";
import { addCommentary, commentaryFrame } from "@/components/match/detail/stream-frames";
import type { BasketLive, CommentaryLine, TeamStatLine } from "@/lib/contracts/basketball";
import { mergeBoxLines } from "./box-score-format";

type Box = BasketLive["boxScores"];
type Stats = BasketLive["teamStats"];
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** A basketball `stats` frame of this game: team totals and the box score lines that changed. */
function statsFrame(frame: unknown, matchId: number) {
  if (!isObj(frame) || frame.matchId !== matchId || frame.sport !== "basketball") return null;
  if (!isObj(frame.home) || !isObj(frame.away) || !Array.isArray(frame.players)) return null;
  return frame as {
    home: TeamStatLine;
    away: TeamStatLine;
    players: (Box["home"][number] & { side: "home" | "away" })[];
  };
}

/** Box scores, team totals and commentary (newest first) of a game, kept live over its stream. */
export function useGameFeed(data: BasketLive, enabled: boolean) {
  const id = data.match.id;
  const [box, setBox] = useState<Box>(data.boxScores);
  const [stats, setStats] = useState<Stats>(data.teamStats);
  const [lines, setLines] = useState<CommentaryLine[]>(() => [...data.commentary].reverse());
  useMatchStream(id, enabled, {
    stats: (f) => {
      const frame = statsFrame(f, id);
      if (!frame) return;
      setStats({ home: frame.home, away: frame.away });
      setBox((b) => ({
        home: mergeBoxLines(
          b.home,
          frame.players.filter((p) => p.side === "home"),
        ),
        away: mergeBoxLines(
          b.away,
          frame.players.filter((p) => p.side === "away"),
        ),
      }));
    },
    commentary: (f) => {
      const line = commentaryFrame(f, id);
      if (line) setLines((l) => addCommentary(l, line));
    },
  });
  return { box, stats, lines };
}
