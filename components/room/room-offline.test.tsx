// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BasketballState } from "@/lib/codes/basketball-states";
import { FootballState } from "@/lib/codes/football-states";
import { Sport } from "@/lib/codes/sports";
import type { MatchRow } from "@/lib/contracts/match-list";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { RoomOffline } from "./room-offline";

const team = (id: number, name: string) => ({
  id,
  name,
  nameEn: name,
  colour: "#6cabdd",
  colour2: "#ffffff",
  logo: "",
  rank: null,
});

const match = (over: Partial<MatchRow>): MatchRow => ({
  id: 77,
  sportId: Sport.Football,
  state: FootballState.NotStarted,
  clock: "",
  homeScore: 0,
  awayScore: 0,
  homeHalfScore: 0,
  awayHalfScore: 0,
  homeCorners: 0,
  awayCorners: 0,
  homeYellow: 0,
  awayYellow: 0,
  homeRed: 0,
  awayRed: 0,
  homeQuarters: null,
  awayQuarters: null,
  kickoff: "2026-11-22T12:00:00Z",
  league: { id: 1, name: "英超", colour: "#3d1952" },
  round: "",
  home: team(1, "曼城"),
  away: team(2, "阿森纳"),
  jcNo: null,
  bjdcNo: null,
  isHot: false,
  odds: null,
  hasLive: false,
  watch: [],
  ...over,
});

afterEach(cleanup);

describe("RoomOffline", () => {
  it("lists the anchor's next matches, each opening its match, its teams linking to their pages", () => {
    const nba = match({
      id: 88,
      sportId: Sport.Basketball,
      state: BasketballState.NotStarted,
      league: { id: 5, name: "NBA", colour: "#c9082a" },
      home: team(31, "湖人"),
      away: team(32, "勇士"),
    });
    const { container } = renderWithIntl(<RoomOffline schedule={[match({}), nba]} anchorName="解说老李" />);
    expect(screen.getByText("解说老李 的直播预告")).toBeTruthy();
    const [football, basketball] = screen.getAllByRole("listitem");
    expect(football.textContent).toContain("曼城 VS 阿森纳");
    const hrefs = (row: HTMLElement) =>
      Array.from(row.querySelectorAll("a")).map((a) => [a.textContent, a.getAttribute("href")]);
    expect(hrefs(football)).toEqual([
      ["11-22 20:00英超", "/football/live/77"],
      ["曼城", "/database/fb/team/1"],
      ["阿森纳", "/database/fb/team/2"],
    ]);
    expect(hrefs(basketball)).toEqual([
      ["11-22 20:00NBA", "/basketball/live/88"],
      ["湖人", "/database/lq/team/31"],
      ["勇士", "/database/lq/team/32"],
    ]);
    // The room stays open: every link opens a new tab.
    expect(Array.from(container.querySelectorAll("a")).every((a) => a.target === "_blank")).toBe(true);
    expect(container.querySelector("a a")).toBeNull();
  });

  it("says there is no schedule when the anchor has none", () => {
    renderWithIntl(<RoomOffline schedule={[]} anchorName="解说老李" />);
    expect(screen.getByText("暂无直播预告，关注主播后开播第一时间提醒你")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
