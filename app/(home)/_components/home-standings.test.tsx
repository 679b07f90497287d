// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FootballLeague, FootballTableRow } from "@/lib/contracts/database";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { HomeStandings } from "./home-standings";

afterEach(cleanup);

const record = { played: 12, won: 8, drawn: 2, lost: 2, goalsFor: 20, goalsAgainst: 9, points: 26 };
const row = (rank: number, id: number, name: string): FootballTableRow => ({
  ...record,
  rank,
  team: { id, name, colour: "#c8102e", colour2: "#ffffff", logo: `/uploads/crests/${id}.svg` },
  goalDifference: 11,
  form: ["W"],
  zone: null,
  home: record,
  away: record,
});
const league = (id: number, name: string, rows: FootballTableRow[]) =>
  ({
    league: { id, name, sportId: 1, fullName: name, nameEn: "", colour: "#000", type: 1, country: "" },
    standings: [{ name: "", rows }],
  }) as unknown as FootballLeague;

describe("the home page's 积分榜", () => {
  it("shows the first league's table with team links, and another league's on its tab", () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(i + 1, 100 + i, `英超队${i + 1}`));
    renderWithIntl(
      <HomeStandings leagues={[league(36, "英超", rows), league(31, "西甲", [row(1, 7, "皇家马德里")])]} />,
    );
    expect(screen.getByRole("link", { name: /英超队1$/ }).getAttribute("href")).toBe("/database/fb/team/100");
    expect(screen.queryByText("英超队11")).toBeNull();
    expect(screen.getByRole("link", { name: /英超完整积分榜/ }).getAttribute("href")).toBe(
      "/database/fb/league/36",
    );
    expect(
      screen
        .getByRole("link", { name: /皇家马德里/, hidden: true })
        .closest("[role=tabpanel]")!
        .hasAttribute("hidden"),
    ).toBe(true);
    fireEvent.click(screen.getByRole("tab", { name: "西甲" }));
    expect(
      screen
        .getByRole("link", { name: /皇家马德里/, hidden: true })
        .closest("[role=tabpanel]")!
        .hasAttribute("hidden"),
    ).toBe(false);
  });

  it("leaves the box out while no league has a table", () => {
    const { container } = renderWithIntl(<HomeStandings leagues={[league(36, "英超", [])]} />);
    expect(container.textContent).toBe("");
  });
});
