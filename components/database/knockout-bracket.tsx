import Link from "next/link";
import { useTranslations } from "next-intl";
import { TeamBadge } from "@/components/match/team-badge";
import { isFootballFinished } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { DbMatch, RoundMatches } from "@/lib/contracts/database";
import { matchPageHref, teamHref } from "@/lib/database-links";
import { Section } from "./section";
import { TrophyIcon } from "./trophy-icon";

const THIRD_PLACE = "季军赛";

/** The side that went through: more goals, else the shoot-out; null while not finished. */
export function knockoutWinner(m: DbMatch): "home" | "away" | null {
  if (!isFootballFinished(m.state)) return null;
  if (m.homeScore !== m.awayScore) return m.homeScore > m.awayScore ? "home" : "away";
  return (m.homePenScore ?? 0) > (m.awayPenScore ?? 0) ? "home" : "away";
}

function Side({ m, side }: { m: DbMatch; side: "home" | "away" }) {
  const team = m[side];
  const won = knockoutWinner(m) === side;
  return (
    <div
      className={`flex items-center gap-1.5 px-2 py-1 ${won ? "font-semibold text-ink" : "text-ink-soft"}`}
    >
      <TeamBadge name={team.name} logo={team.logo} size={16} decorative />
      <Link href={teamHref(Sport.Football, team.id)} prefetch={false} className="truncate hover:text-brand">
        {team.name}
      </Link>
      <span className="ml-auto tabular-nums">{isFootballFinished(m.state) ? m[`${side}Score`] : ""}</span>
    </div>
  );
}

function Tie({ m }: { m: DbMatch }) {
  const t = useTranslations("database.bracket");
  const pens = m.homePenScore != null && m.awayPenScore != null;
  return (
    <div className="w-44 rounded bg-white text-sm ring-1 ring-black/10" data-testid="bracket-tie">
      <Side m={m} side="home" />
      <div className="border-t border-surface" />
      <Side m={m} side="away" />
      <Link
        href={matchPageHref(Sport.Football, m.id)}
        prefetch={false}
        className="block border-t border-surface px-2 py-0.5 text-center text-xs text-ink-mute hover:text-brand"
      >
        {pens ? t("pens", { home: m.homePenScore!, away: m.awayPenScore! }) : m.kickoff.slice(5, 10)}
      </Link>
    </div>
  );
}

/**
 * The knockout rounds drawn as a bracket (server-rendered CSS grid): one column per round, each tie
 * centred between the two it follows from (matches in the order the draw paired them), the
 * champion after the final and the third-place match below.
 */
export function KnockoutBracket({ rounds }: { rounds: readonly RoundMatches[] }) {
  const t = useTranslations("database.bracket");
  const knockout = rounds.filter((r) => r.isKnockout);
  const main = knockout.filter((r) => r.name !== THIRD_PLACE);
  const third = knockout.find((r) => r.name === THIRD_PLACE);
  if (main.length === 0) return null;
  const final = main.at(-1)!.matches[0];
  const side = final && knockoutWinner(final);
  const champion = side ? final[side] : null;
  const rows = Math.max(...main.map((r) => r.matches.length));
  return (
    <Section title={t("title")}>
      <div className="overflow-x-auto">
        <div
          className="grid gap-x-4"
          style={{
            gridTemplateColumns: `repeat(${main.length + 1}, max-content)`,
            gridTemplateRows: `auto repeat(${rows}, minmax(0, 1fr))`,
          }}
        >
          {main.map((r, col) => (
            <div key={r.id} className="contents">
              <div
                className="pb-2 text-center text-xs text-ink-mute"
                style={{ gridColumn: col + 1, gridRow: 1 }}
              >
                {r.name}
              </div>
              {[...r.matches]
                .sort((a, b) => a.id - b.id)
                .map((m, i) => {
                  const span = rows / r.matches.length;
                  return (
                    <div
                      key={m.id}
                      className="flex items-center py-1"
                      style={{ gridColumn: col + 1, gridRow: `${2 + i * span} / span ${span}` }}
                    >
                      <Tie m={m} />
                    </div>
                  );
                })}
            </div>
          ))}
          <div
            className="pb-2 text-center text-xs text-ink-mute"
            style={{ gridColumn: main.length + 1, gridRow: 1 }}
          >
            {t("champion")}
          </div>
          <div
            className="flex items-center"
            style={{ gridColumn: main.length + 1, gridRow: `2 / span ${rows}` }}
            data-testid="bracket-champion"
          >
            {champion ? (
              <Link
                href={teamHref(Sport.Football, champion.id)}
                prefetch={false}
                className="flex items-center gap-2 rounded bg-brand-light px-3 py-2 font-semibold text-brand hover:underline"
              >
                <TrophyIcon />
                <TeamBadge name={champion.name} logo={champion.logo} size={20} decorative />
                {champion.name}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
      {third?.matches[0] ? (
        <div className="mt-3 flex items-center gap-3 text-sm">
          <span className="text-ink-mute">{third.name}</span>
          <Tie m={third.matches[0]} />
        </div>
      ) : null}
    </Section>
  );
}
