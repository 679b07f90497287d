import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { isScoringEvent, MatchEventType, matchEventLabel } from "@/lib/codes/match-events";
import type { PlayerRef, TimelineEvent } from "@/lib/contracts/match-detail";
import { Sport } from "@/lib/codes/sports";
import { playerHref } from "@/lib/database-links";
import { EventIcon } from "./event-icon";
import { sortTimeline } from "./timeline-order";

const PERIOD_MARKERS: ReadonlySet<number> = new Set([MatchEventType.PeriodStart, MatchEventType.PeriodEnd]);

function Marker({ event }: { event: TimelineEvent }) {
  const t = useTranslations("matchDetail.live");
  const period = t(`periods.${Math.min(Math.max(event.period, 1), 5)}`);
  const text =
    event.type === MatchEventType.PeriodStart ? t("periodStart", { period }) : t("periodEnd", { period });
  return (
    <li className="my-2 flex justify-center" data-testid="timeline-row" data-side="none">
      <span className="rounded-full bg-surface px-3 py-0.5 text-xs text-ink-soft">
        {text}
        {event.type === MatchEventType.PeriodEnd ? ` ${event.homeScore}-${event.awayScore}` : ""}
      </span>
    </li>
  );
}

/** A player in the timeline links to his database page. */
function PlayerName({ player, children }: { player: PlayerRef; children?: ReactNode }) {
  return (
    <Link
      href={playerHref(Sport.Football, player.id)}
      prefetch={false}
      className="hover:text-brand hover:underline"
    >
      {children ?? player.name}
    </Link>
  );
}

const linkTo = (player: PlayerRef) =>
  function PlayerChunk(chunks: ReactNode) {
    return <PlayerName player={player}>{chunks}</PlayerName>;
  };

function Detail({ event }: { event: TimelineEvent }) {
  const t = useTranslations("matchDetail.live");
  if (event.type === MatchEventType.Substitution)
    return (
      <span className="flex flex-col leading-5">
        {event.player ? (
          <span className="text-lose">
            {t.rich("subOn", { name: event.player.name, player: linkTo(event.player) })}
          </span>
        ) : null}
        {event.subOut ? (
          <span className="text-win">
            {t.rich("subOff", { name: event.subOut.name, player: linkTo(event.subOut) })}
          </span>
        ) : null}
      </span>
    );
  const scoring = isScoringEvent(event.type);
  return (
    <span className="flex flex-col leading-5">
      <span className={scoring ? "font-semibold" : ""}>
        {event.player ? <PlayerName player={event.player} /> : matchEventLabel(event.type)}
        {scoring ? (
          <span className="ml-1 text-brand tabular-nums">{`${event.homeScore}-${event.awayScore}`}</span>
        ) : null}
        {event.type !== MatchEventType.Goal && event.player ? (
          <span className="ml-1 text-xs text-ink-mute">({matchEventLabel(event.type)})</span>
        ) : null}
      </span>
      {event.assist ? (
        <span className="text-xs text-ink-mute">
          {t.rich("assist", { name: event.assist.name, player: linkTo(event.assist) })}
        </span>
      ) : null}
    </span>
  );
}

/** Events of the match, kick-off first: the home side's on the left, the away side's on the right. */
export function MatchTimeline({
  events,
  notStarted = false,
}: {
  events: readonly TimelineEvent[];
  notStarted?: boolean;
}) {
  const t = useTranslations("matchDetail.live");
  if (!events.length)
    return (
      <p className="py-10 text-center text-sm text-ink-mute">{t(notStarted ? "notStarted" : "noEvents")}</p>
    );
  return (
    <ol className="relative py-2 text-sm before:absolute before:inset-y-0 before:left-1/2 before:w-px before:bg-black/10">
      {sortTimeline(events).map((e) =>
        PERIOD_MARKERS.has(e.type) || !e.side ? (
          <Marker key={e.id} event={e} />
        ) : (
          <li
            key={e.id}
            className="relative grid grid-cols-[1fr_64px_1fr] items-center py-1.5"
            data-testid="timeline-row"
            data-side={e.side}
          >
            <div className="flex items-center justify-end gap-2 text-right">
              {e.side === "home" ? (
                <>
                  <Detail event={e} />
                  <EventIcon type={e.type} />
                </>
              ) : null}
            </div>
            <span className="z-10 mx-auto rounded-full bg-white px-2 text-xs font-medium text-ink-soft tabular-nums ring-1 ring-black/10">
              {e.clock}
            </span>
            <div className="flex items-center gap-2">
              {e.side === "away" ? (
                <>
                  <EventIcon type={e.type} />
                  <Detail event={e} />
                </>
              ) : null}
            </div>
          </li>
        ),
      )}
    </ol>
  );
}
