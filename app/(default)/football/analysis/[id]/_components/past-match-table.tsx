import Link from "next/link";
import { useTranslations } from "next-intl";
import { LeagueTag } from "@/components/match/league-tag";
import { TeamNameLink } from "@/components/match/team-name-link";
import { Sport } from "@/lib/codes/sports";
import { matchTabHref } from "@/components/match/detail/match-tabs";
import type { FormLetter, PastMatch } from "@/lib/contracts/match-analysis";
import { formatDate } from "@/lib/format/date";

const RESULT_CLASS: Record<FormLetter, string> = { W: "bg-win", D: "bg-sky-500", L: "bg-lose" };

export function ResultBadge({ result }: { result: FormLetter }) {
  const t = useTranslations("matchDetail.analysis.results");
  return (
    <span
      className={`inline-block w-6 rounded text-center text-xs leading-5 text-white ${RESULT_CLASS[result]}`}
    >
      {t(result)}
    </span>
  );
}

/** Finished matches seen from `teamId` (bold), each linking to its analysis. */
export function PastMatchTable({ matches, teamId }: { matches: readonly PastMatch[]; teamId: number }) {
  const t = useTranslations("matchDetail.analysis.col");
  const team = (side: PastMatch["home"]) => (
    <TeamNameLink
      sportId={Sport.Football}
      team={side}
      className={side.id === teamId ? "font-semibold" : ""}
    />
  );
  return (
    <table className="w-full text-sm">
      <thead className="bg-surface text-ink-soft">
        <tr>
          {(["league", "date", "home", "score", "away", "half", "result"] as const).map((c) => (
            <th key={c} className="py-2 font-normal">
              {t(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-black/5 text-center">
        {matches.map((m) => (
          <tr key={m.id} data-testid="past-match">
            <td className="py-2">
              <LeagueTag name={m.league.name} colour={m.league.colour} />
            </td>
            <td className="text-ink-soft tabular-nums">{formatDate(m.kickoff)}</td>
            <td className="text-right">{team(m.home)}</td>
            <td>
              <Link
                href={matchTabHref("analysis", m.id)}
                className="font-semibold text-brand tabular-nums hover:underline"
              >
                {`${m.homeScore}-${m.awayScore}`}
              </Link>
            </td>
            <td className="text-left">{team(m.away)}</td>
            <td className="text-ink-mute tabular-nums">
              {m.homeHalfScore === null ? "-" : `${m.homeHalfScore}-${m.awayHalfScore}`}
            </td>
            <td>
              <ResultBadge result={m.result} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
