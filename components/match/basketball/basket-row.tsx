"use client";
import Link from "next/link";
import { SCORE_FLASH } from "@/components/match/score-flash";
import { useTranslations } from "next-intl";
import { memo, useEffect, useRef } from "react";
import { VideoIcon } from "@/components/layout/icons";
import { isBasketballLive } from "@/lib/codes/basketball-states";
import { Sport } from "@/lib/codes/sports";
import { teamHref } from "@/lib/database-links";
import type { BasketRow as Row } from "@/lib/contracts/basketball";
import { formatTime } from "@/lib/format/date";
import { LeagueTag } from "../league-tag";
import { TeamBadge } from "../team-badge";
import { matchPhase } from "@/components/room/match-phase";
import { WatchRooms } from "../watch-rooms";
import { SPANNING, type BasketColumn } from "./basket-columns";
import { HandicapCell, JcHandicapCell, JcTotalCell, OverUnderCell, SpWinCell } from "./basket-odds-cells";
import { BasketStateText } from "./basket-state-text";
import { PinButton } from "./pin-button";
import { buildQuarterTable } from "./quarter-table";
import { prefersReducedMotion } from "@/lib/a11y/reduced-motion";

type Props = {
  row: Row;
  columns: BasketColumn[];
  pinned: boolean;
  /** Score changes seen for this game: each new one flashes its scores. */
  flash: number;
  timeZone: string;
  onPin: (matchId: number) => void;
};

const FLASH_MS = 2_500;
// Each at least a 24 px target (WCAG 2.5.8).
const LINK =
  "inline-flex min-h-6 min-w-6 items-center justify-center rounded px-1 text-ink-soft hover:bg-brand-light hover:text-brand";

/** One game on two lines (home, then away): state, teams, 一 二 三 四 加时, totals and lines. */
export const BasketRowView = memo(function BasketRowView({
  row,
  columns,
  pinned,
  flash,
  timeZone,
  onPin,
}: Props) {
  const t = useTranslations("basketball");
  const tm = useTranslations("match.row");
  const scoresRef = useRef<HTMLTableSectionElement>(null);
  const table = buildQuarterTable(row);
  const live = isBasketballLive(row.state);

  useEffect(() => {
    const cells = scoresRef.current?.querySelectorAll<HTMLElement>("[data-flash]") ?? [];
    if (flash > 0 && !prefersReducedMotion())
      cells.forEach(
        (el) => typeof el.animate === "function" && el.animate(SCORE_FLASH, { duration: FLASH_MS }),
      );
  }, [flash]);

  const spanning = (key: BasketColumn) => {
    if (key === "pick")
      return (
        <PinButton
          pinned={pinned}
          pinLabel={tm("pin")}
          unpinLabel={tm("unpin")}
          onPin={() => onPin(row.id)}
        />
      );
    if (key === "no")
      return <span className="text-xs text-ink-soft">{row.jclq?.number ?? row.jcNo ?? ""}</span>;
    if (key === "league") return <LeagueTag name={row.league.name} colour={row.league.colour} />;
    if (key === "time")
      return <span className="text-ink-soft tabular-nums">{formatTime(row.kickoff, timeZone)}</span>;
    if (key === "state")
      return (
        <BasketStateText
          state={row.state}
          clock={row.clock}
          finishedLabel={t("state.finished")}
          notStartedLabel={t("state.notStarted")}
        />
      );
    if (key === "diffSum")
      return table.diff === null ? null : (
        <span className="flex flex-col text-xs leading-5 text-ink-soft tabular-nums">
          <span>{t("diff", { value: table.diff > 0 ? `+${table.diff}` : table.diff })}</span>
          <span>{t("sum", { value: table.sum! })}</span>
        </span>
      );
    if (key === "live")
      return row.watch.length ? (
        <WatchRooms rooms={row.watch} over={matchPhase(row) === "finished"} />
      ) : row.hasLive ? (
        <Link
          href={`/basketball/live/${row.id}`}
          title={t("links.live")}
          aria-label={t("links.live")}
          className="inline-flex size-6 items-center justify-center text-brand"
        >
          <VideoIcon className="size-4" />
        </Link>
      ) : null;
    if (key === "links")
      return (
        <span className="inline-flex gap-0.5 text-xs">
          {(["analysis", "yapan", "oupei", "daxiaoqiu"] as const).map((tab) => (
            <Link
              key={tab}
              href={`/basketball/${tab}/${row.id}`}
              title={t(`links.${tab}Title`)}
              className={LINK}
              prefetch={false}
            >
              {t(`links.${tab}`)}
            </Link>
          ))}
        </span>
      );
    return null;
  };

  const line = (key: BasketColumn, side: "home" | "away") => {
    if (key === "team") {
      const team = row[side];
      return (
        <span className="flex items-center gap-1 text-left">
          <span className="w-3.5 shrink-0 text-xs text-ink-mute">
            {side === "home" ? t("home") : t("away")}
          </span>
          <Link
            href={teamHref(Sport.Basketball, team.id)}
            prefetch={false}
            className="flex min-w-0 items-center gap-1 text-ink hover:text-brand"
          >
            <TeamBadge name={team.name} logo={team.logo} size={16} lazy decorative />
            <span className="truncate">{team.name}</span>
          </Link>
          {team.rank ? <span className="text-xs text-ink-mute">[{team.rank}]</span> : null}
        </span>
      );
    }
    if (key === "quarters")
      return table.cells.map((c) => (
        <td
          key={c.key}
          className={`w-9 px-1 py-1 tabular-nums ${c.current ? "font-semibold text-brand" : "text-ink-soft"}`}
        >
          {c[side] ?? ""}
        </td>
      ));
    if (key === "total")
      return (
        <Link href={`/basketball/live/${row.id}`} prefetch={false} title={t("links.detailTitle")}>
          <b data-flash className={`rounded px-1 tabular-nums ${live ? "text-brand" : "text-ink"}`}>
            {table[side] ?? ""}
          </b>
        </Link>
      );
    if (key === "handicap")
      return row.jclq ? <JcHandicapCell row={row} side={side} /> : <HandicapCell row={row} side={side} />;
    if (key === "overUnder")
      return row.jclq ? (
        <JcTotalCell row={row} side={side} over={t("over")} under={t("under")} />
      ) : (
        <OverUnderCell row={row} side={side} over={t("over")} under={t("under")} />
      );
    if (key === "spWin") return <SpWinCell row={row} side={side} />;
    return null;
  };

  const cells = (side: "home" | "away") =>
    columns.map((key) => {
      if (SPANNING.has(key))
        return side === "home" ? (
          <td key={key} rowSpan={2} className="border-b border-surface px-1.5 py-1 text-center">
            {spanning(key)}
          </td>
        ) : null;
      if (key === "quarters") return line(key, side);
      return (
        <td key={key} className={`px-1.5 py-1 text-center ${key === "team" ? "min-w-32" : ""}`}>
          {line(key, side)}
        </td>
      );
    });

  return (
    <tbody
      ref={scoresRef}
      data-match-id={row.id}
      className={`border-b border-surface hover:bg-brand-light/40 ${live ? "bg-amber-50/40" : ""}`}
    >
      <tr>{cells("home")}</tr>
      <tr className="border-b border-surface">{cells("away")}</tr>
    </tbody>
  );
});
