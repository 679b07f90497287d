// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DbMatch, FootballTableRow } from "@/lib/contracts/database";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { formLine } from "./football-team-view";
import { FootballStandings, ZoneLegend } from "./football-standings";
import { LineChart } from "./line-chart";
import { MatchTable } from "./match-table";

afterEach(cleanup);

const team = (id: number, name: string) => ({
  id,
  name,
  colour: "#c8102e",
  colour2: "#ffffff",
  logo: `/uploads/crests/${id}-0a1b2c3d4e.svg`,
});
const record = { played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 3, goalsAgainst: 2, points: 3 };
const row = (rank: number, zone: string | null): FootballTableRow => ({
  ...record,
  rank,
  team: team(rank, `球队${rank}`),
  goalDifference: 1,
  form: ["W", "L"],
  zone,
  home: { ...record, played: 1, lost: 0, goalsAgainst: 0 },
  away: { ...record, played: 1, won: 0, points: 0 },
});
const match = (id: number, home: number, away: number, score: [number, number], state = 8): DbMatch => ({
  id,
  sportId: 1,
  kickoff: `2026-11-0${id}T12:00:00.000Z`,
  state,
  homeScore: score[0],
  awayScore: score[1],
  homeHalfScore: null,
  awayHalfScore: null,
  league: { id: 36, name: "英超", colour: "#3d195b" },
  round: "第1轮",
  home: team(home, `队${home}`),
  away: team(away, `队${away}`),
});

describe("football standings", () => {
  it("links every team to its page and names the zones in the legend", () => {
    renderWithIntl(
      <>
        <FootballStandings rows={[row(1, "championsLeague"), row(20, "relegation")]} />
        <ZoneLegend zones={["championsLeague", "relegation"]} />
      </>,
    );
    const table = screen.getByTestId("standings-table");
    expect(
      within(table)
        .getByRole("link", { name: /球队1$/ })
        .getAttribute("href"),
    ).toBe("/database/fb/team/1");
    expect(screen.getByText("欧冠")).toBeTruthy();
    expect(screen.getByText("降级")).toBeTruthy();
    expect(within(table).getAllByText("胜").length).toBeGreaterThan(0);
  });

  it("says so when the season has no finished match", () => {
    renderWithIntl(<FootballStandings rows={[{ ...row(1, null), played: 0 }]} />);
    expect(screen.getByText("本赛季还没有完场比赛")).toBeTruthy();
  });
});

describe("match table and form line", () => {
  it("links the score to the match page and shows VS before kick-off", () => {
    renderWithIntl(<MatchTable matches={[match(1, 1, 2, [2, 1]), match(2, 3, 1, [0, 0], 1)]} />);
    expect(screen.getByRole("link", { name: "2-1" }).getAttribute("href")).toBe("/football/live/1");
    expect(screen.getByRole("link", { name: "VS" }).getAttribute("href")).toBe("/football/live/2");
  });

  it("adds up a team's points over its results, oldest first", () => {
    const results = [match(3, 1, 4, [0, 2]), match(2, 5, 1, [1, 1]), match(1, 1, 2, [2, 1])];
    const line = formLine(1, results);
    expect(line.map((p) => p.value)).toEqual([3, 4, 4]);
    renderWithIntl(<LineChart points={line} title="近期走势" />);
    expect(screen.getByRole("img", { name: "近期走势" })).toBeTruthy();
  });
});
