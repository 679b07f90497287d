// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { ArticleTags } from "@/components/news/article-tags";
import { BoxScoreTable } from "./basketball/box-score-table";
import { QuarterScoreTable } from "./basketball/quarter-score-table";
import { BenchList } from "./detail/bench-list";

vi.mock("next/link", () => import("@/components/anchor/test-kit/mocks"));
afterEach(cleanup);

const lakers = { id: 21, name: "湖人" };
const warriors = { id: 22, name: "勇士" };
const hrefOf = (el: HTMLElement) => el.getAttribute("href");

describe("team names over tables and lists link to the team's page", () => {
  it("a box score's heading", () => {
    renderWithIntl(<BoxScoreTable team={lakers} lines={[]} />);
    const heading = screen.getByRole("heading", { level: 3 });
    expect(hrefOf(within(heading).getByRole("link", { name: "湖人" }))).toBe("/database/lq/team/21");
  });

  it("each row of the quarter table", () => {
    const live = { state: 2, homeScore: 20, awayScore: 18, homeQuarters: [20], awayQuarters: [18] };
    renderWithIntl(<QuarterScoreTable live={live} home={lakers} away={warriors} />);
    const rows = within(screen.getByTestId("quarter-table")).getAllByRole("rowheader");
    expect(rows.map((th) => hrefOf(within(th).getByRole("link")))).toEqual([
      "/database/lq/team/21",
      "/database/lq/team/22",
    ]);
  });

  it("each side's substitutes", () => {
    const lineup = { formation: "4-3-3", starters: [], bench: [] };
    renderWithIntl(
      <BenchList
        home={lineup}
        away={lineup}
        homeTeam={{ id: 12, name: "曼城" }}
        awayTeam={{ id: 14, name: "利物浦" }}
      />,
    );
    const headings = screen.getAllByRole("heading", { level: 4 });
    expect(headings.map((h) => hrefOf(within(h).getByRole("link")))).toEqual([
      "/database/fb/team/12",
      "/database/fb/team/14",
    ]);
  });

  it("an article's league, team and player tags", () => {
    const tags = [
      { tagType: 2, tagId: 36, name: "英超" },
      { tagType: 1, tagId: 12, name: "曼城" },
      { tagType: 3, tagId: 3301, name: "哈兰德" },
    ];
    renderWithIntl(<ArticleTags tags={tags} sportId={1} />);
    expect(hrefOf(screen.getByRole("link", { name: "英超" }))).toBe("/database/fb/league/36");
    expect(hrefOf(screen.getByRole("link", { name: "曼城" }))).toBe("/database/fb/team/12");
    expect(hrefOf(screen.getByRole("link", { name: "哈兰德" }))).toBe("/database/fb/player/3301");
  });
});
