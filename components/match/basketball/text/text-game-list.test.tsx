// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleRow } from "@/components/match/score-list/sample-rows";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { BasketballState } from "@/lib/codes/basketball-states";
import { Sport } from "@/lib/codes/sports";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { TextGameList } from "./text-game-list";

vi.mock("@/lib/api/live-states-client", () => ({
  fetchLiveStates: vi.fn().mockResolvedValue({ code: 200, message: "", data: [] }),
}));

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const game = (id: number, home: string, away: string) => {
  const row = sampleRow({
    id,
    sportId: Sport.Basketball,
    state: BasketballState.Finished,
    homeScore: 112,
    awayScore: 108,
    league: { id: 5, name: "NBA", colour: "#c9082a" },
  });
  return {
    ...row,
    home: { ...row.home, name: home },
    away: { ...row.away, name: away },
    commentaryCount: 240,
  };
};

describe("TextGameList", () => {
  it("opens a game's commentary from its row, and each team's page from its name", () => {
    const { container } = renderWithIntl(
      <TextGameList games={[game(1, "湖人", "勇士"), game(2, "凯尔特人", "热火")]} selected={2} />,
    );
    const [first, second] = screen.getAllByRole("listitem");
    const hrefs = (row: HTMLElement) =>
      Array.from(row.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    expect(hrefs(first)).toEqual([
      "/basketball/text?matchId=1",
      "/database/lq/team/11",
      "/database/lq/team/101",
    ]);
    expect(hrefs(second)).toEqual([
      "/basketball/text?matchId=2",
      "/database/lq/team/12",
      "/database/lq/team/102",
    ]);
    expect(screen.getByText("湖人").closest("a")?.getAttribute("href")).toBe("/database/lq/team/11");
    expect(screen.getByText("热火").closest("a")?.getAttribute("href")).toBe("/database/lq/team/102");
    expect(first.textContent).toContain("112-108");
    // The chosen game is marked on its own link.
    expect(second.querySelector("a")?.getAttribute("aria-current")).toBe("true");
    expect(first.querySelector("a")?.getAttribute("aria-current")).toBeNull();
    expect(container.querySelector("a a")).toBeNull();
  });
});
