// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PlaybackKind } from "@/lib/codes/playback-kinds";
import { Sport } from "@/lib/codes/sports";
import type { PlaybackItem } from "@/lib/contracts/playback";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { PlaybackCard } from "./playback-card";
import { PlaybackMatchCard } from "./playback-match-card";

const match = (over: Partial<NonNullable<PlaybackItem["match"]>> = {}) => ({
  matchId: 77,
  sportId: Sport.Football,
  leagueName: "英超",
  homeTeamId: 1,
  homeName: "曼城",
  awayTeamId: 2,
  awayName: "阿森纳",
  homeScore: 2,
  awayScore: 1,
  kickoff: "2026-11-22T12:00:00.000Z",
  ...over,
});

const item = (over: Partial<PlaybackItem> = {}): PlaybackItem => ({
  recordId: 501,
  kind: PlaybackKind.Replay,
  roomId: 1001,
  title: "英超 曼城 2-1 阿森纳 直播回放",
  cover: "",
  thumb: "",
  duration: 60,
  playCount: 1_234,
  price: 0,
  createdAt: "2026-11-22T15:00:00.000Z",
  match: match(),
  ...over,
});

const teamLink = (name: string) => screen.getByText(name).closest("a")?.getAttribute("href");

afterEach(cleanup);

describe("PlaybackCard", () => {
  it("links its match's teams to their pages beside the playback's link, never inside it", () => {
    const { container } = renderWithIntl(<PlaybackCard item={item()} />);
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/playback/501",
      "/database/fb/team/1",
      "/database/fb/team/2",
    ]);
    expect(within(links[0]).getByText("英超 曼城 2-1 阿森纳 直播回放")).toBeTruthy();
    expect(within(links[0]).getByText("免费")).toBeTruthy();
    expect(teamLink("曼城")).toBe("/database/fb/team/1");
    expect(teamLink("阿森纳")).toBe("/database/fb/team/2");
    expect(container.querySelector("a a")).toBeNull();
  });

  it("links a basketball highlight's teams to the basketball database", () => {
    const nba = match({
      sportId: Sport.Basketball,
      homeTeamId: 31,
      homeName: "湖人",
      awayTeamId: 32,
      awayName: "勇士",
    });
    renderWithIntl(
      <PlaybackCard item={item({ kind: PlaybackKind.Highlight, title: "NBA 全场集锦", match: nba })} />,
    );
    expect(screen.getAllByRole("link")[0].getAttribute("href")).toBe("/playback/video/501");
    expect(teamLink("湖人")).toBe("/database/lq/team/31");
    expect(teamLink("勇士")).toBe("/database/lq/team/32");
  });

  it("shows no teams for a playback without a match", () => {
    renderWithIntl(<PlaybackCard item={item({ match: null, title: "主播聊球" })} />);
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/playback/501"]);
  });
});

describe("PlaybackMatchCard", () => {
  it("links both teams to their pages and the match to its page", () => {
    renderWithIntl(<PlaybackMatchCard match={match()} />);
    expect(teamLink("曼城")).toBe("/database/fb/team/1");
    expect(teamLink("阿森纳")).toBe("/database/fb/team/2");
    expect(screen.getByText("2 - 1")).toBeTruthy();
    expect(screen.getByText("比赛详情").closest("a")?.getAttribute("href")).toBe("/football/live/77");
  });
});
