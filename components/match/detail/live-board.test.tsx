// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import type { MatchLiveData } from "@/lib/contracts/match-detail";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { LiveBoard } from "./live-board";
import { renderWithIntl } from "@/tests/support/render-with-intl";

const api = vi.hoisted(() => ({ fetchFootballMatchLive: vi.fn() }));
vi.mock("@/lib/api/match-detail-client", () => api);

// The shared fake, with each frame inside act() as React state changes follow.
class ActEventSource extends FakeEventSource {
  emit(type: string, data: unknown, id = "") {
    act(() => super.emit(type, data, id));
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", ActEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const team = (id: number, name: string) => ({
  id,
  name,
  fullName: name,
  nameEn: name,
  colour: "#e8372c",
  colour2: "#ffffff",
  logo: "/uploads/crests/1-0a1b2c3d4e.svg",
  rank: 1,
});
const live = {
  id: 42,
  state: FootballState.FirstHalf,
  clock: "30",
  homeScore: 0,
  awayScore: 0,
  homeHalfScore: null,
  awayHalfScore: null,
  homeCorners: 0,
  awayCorners: 0,
  homeYellow: 0,
  awayYellow: 0,
  homeRed: 0,
  awayRed: 0,
  homeQuarters: null,
  awayQuarters: null,
};
const initial: MatchLiveData = { live, events: [], stats: null, lineups: null, commentary: [] };
const stats = (possession: number) => ({
  possession,
  shots: 3,
  shotsOnTarget: 1,
  corners: 2,
  fouls: 4,
  offsides: 0,
  yellowCards: 0,
  redCards: 0,
  saves: 1,
  attacks: 40,
  dangerousAttacks: 20,
});

describe("LiveBoard", () => {
  it("adds timeline rows, statistics and commentary from the match's stream", () => {
    renderWithIntl(
      <LiveBoard match={{ id: 42, home: team(1, "曼城"), away: team(2, "阿森纳") }} initial={initial} />,
    );
    const source = FakeEventSource.last;
    expect(source.url).toBe("/gateway/live/stream/match/42");
    expect(screen.getByText("暂无比赛事件")).toBeTruthy();

    source.emit("event", {
      matchId: 42,
      id: 9,
      type: MatchEventType.Goal,
      side: "home",
      period: 1,
      minute: 31,
      addedMinute: 0,
      clock: "31'",
      player: { id: 7, name: "哈兰德" },
      assist: null,
      subOut: null,
      homeScore: 1,
      awayScore: 0,
      note: "",
    });
    source.emit("event", {
      matchId: 42,
      id: 8,
      type: MatchEventType.YellowCard,
      side: "away",
      period: 1,
      minute: 12,
      addedMinute: 0,
      clock: "12'",
      player: { id: 5, name: "赖斯" },
      assist: null,
      subOut: null,
      homeScore: 0,
      awayScore: 0,
      note: "",
    });
    source.emit("event", {
      matchId: 99,
      id: 10,
      type: MatchEventType.Goal,
      side: "away",
      period: 1,
      minute: 20,
      addedMinute: 0,
      clock: "20'",
      homeScore: 0,
      awayScore: 1,
    });
    const rows = screen.getAllByTestId("timeline-row");
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining("赖斯"),
      expect.stringContaining("哈兰德"),
    ]);

    source.emit("stats", { sport: "football", matchId: 42, home: stats(61), away: stats(39) });
    expect(screen.getByTestId("stat-possession").textContent).toContain("61%");

    source.emit("commentary", {
      matchId: 42,
      id: 3,
      minute: 31,
      clock: "31'",
      text: "哈兰德破门！",
      kind: MatchEventType.Goal,
      homeScore: 1,
      awayScore: 0,
    });
    expect(screen.getByTestId("commentary-line").textContent).toContain("哈兰德破门！");
  });

  it("closes the stream when the page part goes away", () => {
    const { unmount } = renderWithIntl(
      <LiveBoard match={{ id: 42, home: team(1, "曼城"), away: team(2, "阿森纳") }} initial={initial} />,
    );
    const source = FakeEventSource.last;
    unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("does not open a stream for a finished match", () => {
    renderWithIntl(
      <LiveBoard
        match={{ id: 43, home: team(1, "曼城"), away: team(2, "阿森纳") }}
        initial={{ ...initial, live: { ...live, id: 43, state: FootballState.Finished } }}
      />,
    );
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it("shows the lineups the page rendered, and loads those published at kick-off while it is open", async () => {
    const player = (id: number, position: string) => ({
      id,
      name: `球员${id}`,
      shirtNumber: id % 100,
      position,
      captain: false,
    });
    const eleven = (base: number) => ({
      formation: "4-4-2",
      starters: [player(base + 1, "GK"), ...Array.from({ length: 10 }, (_, i) => player(base + 2 + i, "MC"))],
      bench: [player(base + 20, "ST")],
    });
    const lineups = { home: eleven(100), away: eleven(200) };
    const teams = { id: 42, home: team(1, "曼城"), away: team(2, "阿森纳") };

    renderWithIntl(<LiveBoard match={teams} initial={{ ...initial, lineups }} lineups={<p>服务端阵容</p>} />);
    expect(screen.getByText("服务端阵容")).toBeTruthy();
    cleanup();

    const notStarted = { ...live, state: FootballState.NotStarted, clock: "" };
    renderWithIntl(<LiveBoard match={teams} initial={{ ...initial, live: notStarted }} />);
    expect(screen.getByText("首发阵容尚未公布")).toBeTruthy();
    api.fetchFootballMatchLive.mockResolvedValue({ code: 200, data: { ...initial, lineups } });
    FakeEventSource.last.emit("update", { ...live, clock: "1" });
    const pitch = await screen.findByRole("group", { name: "4-4-2 vs 4-4-2" });
    expect(within(pitch).getAllByTestId("pitch-home")).toHaveLength(11);
    expect(screen.getByRole("link", { name: "球员120" }).getAttribute("href")).toBe(
      "/database/fb/player/120",
    );
    expect(api.fetchFootballMatchLive).toHaveBeenCalledWith(42);
  });
});
