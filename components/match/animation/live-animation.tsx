"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ReconnectingBadge } from "@/components/realtime/reconnecting-badge";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import { isFootballLive } from "@/lib/codes/football-states";
import { animationClockText } from "@/lib/match-animation/clock-text";
import type { AnimationSport, LiveFields } from "@/lib/match-animation/animation-state";
import type { Point } from "@/lib/match-animation/ball-position";
import { FieldSvg, FIELD_H, FIELD_W } from "./field-svg";
import { useMatchAnimation } from "./use-match-animation";

export type AnimationTeam = { name: string; colour: string };
export type LiveAnimationProps = {
  sport: AnimationSport;
  initial: LiveFields;
  /** Follow the stream (the match is on or about to start). */
  follows: boolean;
  home: AnimationTeam;
  away: AnimationTeam;
};

const REPLAY_STEP_MS = 600;

const isLive = (sport: AnimationSport, state: number) =>
  sport === "football" ? isFootballLive(state) : isBasketballLive(state);

/** Steps through the key moment's path once; null when not replaying. */
function useReplay(path: Point[] | null) {
  const [step, setStep] = useState<number | null>(null);
  useEffect(() => {
    if (step === null || !path) return;
    if (step >= path.length - 1) {
      const done = setTimeout(() => setStep(null), REPLAY_STEP_MS * 3);
      return () => clearTimeout(done);
    }
    const next = setTimeout(() => setStep(step + 1), REPLAY_STEP_MS);
    return () => clearTimeout(next);
  }, [step, path]);
  return { step, start: () => setStep(0) };
}

/** 动画直播: the pitch or court with the ball and who has it, the scoreboard and a replay of the last key moment. */
export function LiveAnimation({ sport, initial, follows, home, away }: LiveAnimationProps) {
  const t = useTranslations("matchAnimation");
  const { state: s, status, delaySeconds } = useMatchAnimation(sport, initial, follows);
  const key = s.keyMoment;
  const replay = useReplay(key?.path ?? null);
  const replaying = replay.step !== null && key !== null;
  const ball = replaying ? key.path[replay.step!] : s.ball;
  const side = replaying ? key.side : s.side;
  const action =
    replaying && replay.step === key.path.length - 1 ? key.kind : replaying ? "attack" : s.action;
  const team = side === "home" ? home : side === "away" ? away : null;
  const live = isLive(sport, s.state);
  const actionText = t(`action.${sport}.${action}`);
  return (
    <section
      className="mx-auto mt-4 w-full max-w-2xl overflow-hidden rounded-lg bg-[#1b2433] text-white shadow"
      data-testid="match-animation"
      data-action={s.action}
      data-seq={s.seq}
      aria-label={t("title")}
    >
      <div className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
        <span className="font-medium">
          {t("title")}
          {live ? <span className="ml-2 inline-block h-2 w-2 animate-pulse rounded-full bg-red-500" /> : null}
        </span>
        <div className="flex items-center gap-2 tabular-nums">
          <span className="max-w-28 truncate">{home.name}</span>
          <span className="rounded bg-white/10 px-2 text-lg font-bold" data-testid="animation-score">
            {s.homeScore} - {s.awayScore}
          </span>
          <span className="max-w-28 truncate">{away.name}</span>
        </div>
        <span className="text-xs text-white/80" data-testid="animation-clock">
          {animationClockText(sport, s.state, s.clock)}
        </span>
      </div>
      <div className="relative">
        <svg
          viewBox={`0 0 ${FIELD_W} ${FIELD_H}`}
          className="block w-full"
          role="img"
          aria-label={actionText}
        >
          <FieldSvg sport={sport} />
          {team ? (
            <rect
              x={side === "home" ? FIELD_W / 2 : 0}
              width={FIELD_W / 2}
              height={FIELD_H}
              fill={team.colour}
              opacity={0.18}
              className="transition-all duration-500"
            />
          ) : null}
          <g
            style={{
              transform: `translate(${(ball.x / 100) * FIELD_W}px, ${(ball.y / 100) * FIELD_H}px)`,
              transition: "transform 700ms ease-in-out",
            }}
            data-testid="animation-ball"
            data-x={Math.round(ball.x)}
          >
            <circle r={7} fill={team?.colour ?? "#ffffff"} opacity={0.35} className="animate-ping" />
            <circle r={3.2} fill="#ffffff" stroke="#111" strokeWidth={0.6} />
          </g>
        </svg>
        <div className="pointer-events-none absolute inset-x-0 top-2 flex justify-center">
          <span
            key={replaying ? `replay-${replay.step}` : s.seq}
            className="rounded-full bg-black/60 px-3 py-1 text-sm"
            data-testid="animation-action"
          >
            {replaying ? `${t("replaying")} ` : ""}
            {team ? `${team.name} ` : ""}
            {actionText}
            {(replaying ? key.player : s.player) ? ` · ${replaying ? key.player : s.player}` : ""}
            {(replaying ? key.clock : s.actionClock) ? ` ${replaying ? key.clock : s.actionClock}` : ""}
          </span>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 px-3 py-2 text-xs text-white/70">
        <span>
          {delaySeconds > 0 ? t("delay", { seconds: delaySeconds }) : null}
          <ReconnectingBadge status={status} className="ml-2" />
        </span>
        {key ? (
          <button
            type="button"
            onClick={replay.start}
            disabled={replaying}
            className="rounded bg-white/15 px-2 py-1 text-white hover:bg-white/25 disabled:opacity-50"
          >
            {t("replay", { moment: t(`action.${sport}.${key.kind}`), clock: key.clock })}
          </button>
        ) : null}
      </div>
    </section>
  );
}
