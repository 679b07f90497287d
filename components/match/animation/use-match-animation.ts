"use client";
import { useEffect, useReducer, useRef } from "react";
import { timelineFrame } from "@/components/match/detail/stream-frames";
import { useMatchStream } from "@/components/match/detail/use-match-stream";
import { createDelayBuffer, type DelayBuffer } from "@/components/match/score-list/delay-buffer";
import { useScoreSettings } from "@/components/match/score-list/score-settings-store";
import { useCatchUpMatch } from "@/components/match/score-list/use-catch-up-match";
import {
  animationReducer,
  initAnimation,
  type AnimationAction,
  type AnimationSport,
  type LiveFields,
} from "@/lib/match-animation/animation-state";
import { momentumFrame } from "@/lib/match-animation/momentum-frame";

/**
 * The animated view's state, driven by the match's stream (`update`, `event`, `momentum`) while
 * `follows`; every frame waits the 比分延迟 delay first, as on the score lists.
 */
export function useMatchAnimation(sport: AnimationSport, initial: LiveFields, follows: boolean) {
  const [state, dispatch] = useReducer(animationReducer, undefined, () => initAnimation(sport, initial));
  const buffer = useRef<DelayBuffer<AnimationAction> | null>(null);
  const delaySeconds = useScoreSettings((s) => s.delaySeconds);
  const matchId = initial.id;

  useEffect(() => {
    void useScoreSettings.persist.rehydrate();
  }, []);

  useEffect(() => {
    const b = createDelayBuffer<AnimationAction>(dispatch);
    b.setDelay(useScoreSettings.getState().delaySeconds * 1000);
    buffer.current = b;
    return () => b.dispose();
  }, []);

  useEffect(() => buffer.current?.setDelay(delaySeconds * 1000), [delaySeconds]);

  const push = (action: AnimationAction) => buffer.current?.push(action);
  const status = useMatchStream(matchId, follows, {
    update: (frame) => push({ type: "update", frame }),
    event: (frame) => {
      const event = timelineFrame(frame, matchId);
      if (event) push({ type: "event", event });
    },
    momentum: (frame) => {
      const moment = momentumFrame(frame, matchId);
      if (moment) push({ type: "momentum", ...moment });
    },
  });
  // A cached page may be older than the stream: take the score as it is now (after the delay too).
  useCatchUpMatch(matchId, follows, status, (fresh) => push({ type: "update", frame: fresh }));
  return { state, status, delaySeconds };
}
