"use client";
import { useState } from "react";
import { useMatchStream } from "@/components/match/detail/use-match-stream";
import { addCommentary, commentaryFrame } from "@/components/match/detail/stream-frames";
import type { CommentaryLine } from "@/lib/contracts/basketball";
import { CommentaryFeed } from "../commentary-feed";

/** The chosen game's 文字直播, newest first, with new lines arriving over its stream while it is on. */
export function TextCommentary({
  matchId,
  initial,
  live,
}: {
  matchId: number;
  initial: CommentaryLine[];
  live: boolean;
}) {
  const [lines, setLines] = useState<CommentaryLine[]>(() => [...initial].reverse());
  useMatchStream(matchId, live, {
    commentary: (frame) => {
      const line = commentaryFrame(frame, matchId);
      if (line) setLines((l) => addCommentary(l, line));
    },
  });
  return <CommentaryFeed lines={lines} />;
}
