import Link from "next/link";
import { teamHref } from "@/lib/database-links";
import { Sport } from "@/lib/codes/sports";
import type { useTranslations } from "next-intl";
import { FootballState, isFootballFinished, isFootballLive } from "@/lib/codes/football-states";
import { formatMonthDayTime, formatTime } from "@/lib/format/date";
import { CardCounts } from "../card-counts";
import { FootballStateText } from "../football-state-text";
import { LeagueTag } from "../league-tag";
import { crestSrc } from "@/lib/database-links";
import { WatchRooms } from "../watch-rooms";
import type { ColumnKey, ListRow } from "./list-types";
import { HandicapLine, SpCell, TotalLine } from "./odds-cells";

export type CellContext = {
  row: ListRow;
  t: ReturnType<typeof useTranslations<"match">>;
  timeZone: string;
  multiDay: boolean;
};

const SCORED: ReadonlySet<number> = new Set([
  FootballState.Finished,
  FootballState.Interrupted,
  FootballState.Abandoned,
]);

/** 16 px by .team-link > .crest in globals.css; the name beside it says who it is. */
function Crest({ logo }: { logo: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- small SVG served immutable by the api
  return logo ? (
    <img src={crestSrc(logo)} alt="" loading="lazy" className="crest" />
  ) : (
    <span className="crest" />
  );
}

function Team({ ctx, side }: { ctx: CellContext; side: "home" | "away" }) {
  const { row, t } = ctx;
  const team = row[side];
  const rank = team.rank ? (
    <span className="rank" title={t("row.rank", { rank: team.rank })}>
      {`[${team.rank}]`}
    </span>
  ) : null;
  const cards = (
    <CardCounts
      yellow={side === "home" ? row.homeYellow : row.awayYellow}
      red={side === "home" ? row.homeRed : row.awayRed}
      yellowLabel={t("row.yellow", { count: side === "home" ? row.homeYellow : row.awayYellow })}
      redLabel={t("row.red", { count: side === "home" ? row.homeRed : row.awayRed })}
    />
  );
  return side === "home" ? (
    <span>
      {rank}
      <Link href={teamHref(Sport.Football, team.id)} prefetch={false} className="team-link">
        <Crest logo={team.logo} />
        {team.name}
      </Link>
      {cards}
    </span>
  ) : (
    <span>
      {cards}
      <Link href={teamHref(Sport.Football, team.id)} prefetch={false} className="team-link">
        {team.name}
        <Crest logo={team.logo} />
      </Link>
      {rank}
    </span>
  );
}

function Score({ row, t }: CellContext) {
  // Drawn by .score-row > td > b in globals.css, in the brand colour while the match is played.
  if (isFootballLive(row.state) || SCORED.has(row.state)) return <b>{`${row.homeScore}-${row.awayScore}`}</b>;
  if (row.state === FootballState.NotStarted) return <span className="text-ink-mute">{t("row.vs")}</span>;
  return <span className="text-ink-mute">-</span>;
}

const pair = (a: number | null, b: number | null) => (a === null || b === null ? "" : `${a}-${b}`);

function Links({ row, t }: CellContext) {
  const link = (path: string, label: string, title: string) => (
    <Link href={`/football/${path}/${row.id}`} prefetch={false} title={title}>
      {label}
    </Link>
  );
  return (
    <span className="match-links">
      {link("analysis", t("links.analysis"), t("links.analysisTitle"))}
      {link("yapan", t("links.yapan"), t("links.yapanTitle"))}
      {link("oupei", t("links.oupei"), t("links.oupeiTitle"))}
      {link("plan", t("links.plan"), t("links.planTitle"))}
    </span>
  );
}

const CELL: Partial<Record<ColumnKey, (ctx: CellContext) => React.ReactNode>> = {
  no: ({ row }) => row.jczq?.number ?? row.bjdc?.number ?? row.zcNo ?? "",
  league: ({ row }) => <LeagueTag name={row.league.name} colour={row.league.colour} />,
  time: ({ row, timeZone, multiDay }) => (multiDay ? formatMonthDayTime : formatTime)(row.kickoff, timeZone),
  state: ({ row }) => <FootballStateText state={row.state} clock={row.clock} />,
  home: (ctx) => <Team ctx={ctx} side="home" />,
  score: Score,
  away: (ctx) => <Team ctx={ctx} side="away" />,
  half: ({ row }) => pair(row.homeHalfScore, row.awayHalfScore),
  corner: ({ row }) => (row.state === FootballState.NotStarted ? "" : pair(row.homeCorners, row.awayCorners)),
  // A result shows the line it opened on (初盘) above the one it kicked off on (终盘).
  handicap: ({ row }) => <HandicapLine odds={row.odds} withOpening={SCORED.has(row.state)} />,
  total: ({ row }) => <TotalLine odds={row.odds} withOpening={SCORED.has(row.state)} />,
  sp: ({ row }) => <SpCell row={row} />,
  // The anchors' rooms showing the match (直播 links); a TV or stream listing alone links to the live tab.
  live: ({ row, t }) =>
    row.watch.length ? (
      <WatchRooms rooms={row.watch} over={isFootballFinished(row.state)} />
    ) : row.hasLive ? (
      <Link
        href={`/football/live/${row.id}`}
        prefetch={false}
        title={t("links.live")}
        aria-label={t("links.live")}
        className="live-link"
      />
    ) : null,
  links: Links,
};

/** The cells' classes, drawn by the .score-row rules in globals.css. */
export const CELL_CLASS: Partial<Record<ColumnKey, string>> = {
  home: "home",
  away: "away",
  time: "num",
  no: "num",
  half: "num",
  corner: "num",
};

export function cellContent(key: ColumnKey, ctx: CellContext): React.ReactNode {
  return CELL[key]?.(ctx) ?? null;
}
