// @vitest-environment jsdom
import { act, cleanup, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleRow } from "@/components/match/score-list/sample-rows";
import { DEFAULT_SETTINGS, useScoreSettings } from "@/components/match/score-list/score-settings-store";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { fetchLiveStates } from "@/lib/api/live-states-client";
import { useUiStore } from "@/stores/ui-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { LiveBasketSchedule, LiveFootballSchedule } from "./live-schedule";
import type { ScheduleLabels } from "./schedule-labels";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("next/link", () => import("@/components/anchor/test-kit/mocks"));
vi.mock("@/lib/api/live-states-client", () => ({ fetchLiveStates: vi.fn() }));

const labels: ScheduleLabels = {
  heads: {
    time: "时间",
    league: "赛事",
    state: "状态",
    home: "主队",
    score: "比分",
    away: "客队",
    watch: "直播",
    data: "数据",
  },
  analysis: "分析",
  live: "赛况",
};

const row = (id: number) => document.querySelector(`tr[data-match-id="${id}"]`) as HTMLElement;
const cell = (id: number, name: "state" | "score") =>
  row(id).querySelector(`[data-testid="${name}"]`)!.textContent;

beforeEach(() => {
  localStorage.clear();
  useScoreSettings.setState(DEFAULT_SETTINGS);
  useUiStore.setState({ toasts: [] });
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.mocked(fetchLiveStates).mockReset().mockResolvedValue({ code: 200, message: "", data: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/next rows", () => {
  it("follow the football feed: a match kicks off, scores and reaches half-time without a reload", async () => {
    const rows = [
      sampleRow({ id: 1 }),
      sampleRow({ id: 2, state: 8, homeScore: 2, awayScore: 2, homeHalfScore: 1, awayHalfScore: 1 }),
    ];
    renderWithIntl(<LiveFootballSchedule rows={rows} live labels={labels} />);
    expect([cell(1, "state"), cell(1, "score")]).toEqual(["未", "VS"]);
    const feed = await FakeEventSource.opened();
    expect(feed.url).toBe("/gateway/live/stream/1");
    act(() => feed.open());
    act(() => feed.emit("update", { ...rows[0], state: 2, clock: "12" }, "7-1"));
    expect([cell(1, "state"), cell(1, "score")]).toEqual(["12'", "0-0"]);
    expect(row(1).hasAttribute("data-live")).toBe(true);
    act(() =>
      feed.emit("goal", { matchId: 1, side: "home", minute: "13", homeScore: 1, awayScore: 0 }, "7-2"),
    );
    expect(cell(1, "score")).toBe("1-0");
    act(() => feed.emit("update", { ...rows[0], state: 3, clock: "", homeScore: 1 }, "7-3"));
    expect([cell(1, "state"), cell(1, "score")]).toEqual(["中场", "1-0"]);
    // A late copy of an older event never takes the score back.
    act(() => feed.emit("update", { ...rows[0], state: 2, clock: "12" }, "7-1"));
    expect(cell(1, "score")).toBe("1-0");
    expect([cell(2, "state"), cell(2, "score")]).toEqual(["完", "2-2"]);
  });

  it("catch up, once the stream is open, on what happened since the page was made", async () => {
    const started = sampleRow({ id: 1, kickoff: "2026-11-20T11:00:00Z" });
    const later = sampleRow({ id: 2, kickoff: "2099-01-01T11:00:00Z" });
    const over = sampleRow({ id: 3, state: 8, homeScore: 1 });
    vi.mocked(fetchLiveStates).mockResolvedValue({
      code: 200,
      message: "",
      data: [{ ...started, state: 4, clock: "58", homeScore: 2, homeHalfScore: 1, awayHalfScore: 0 }],
    });
    renderWithIntl(<LiveFootballSchedule rows={[started, later, over]} live labels={labels} />);
    const feed = await FakeEventSource.opened();
    expect(fetchLiveStates).not.toHaveBeenCalled();
    act(() => feed.open());
    expect(fetchLiveStates).toHaveBeenCalledWith([1]);
    await waitFor(() => expect(cell(1, "state")).toBe("58'"));
    expect(cell(1, "score")).toBe("2-0");
    expect(cell(2, "score")).toBe("VS");
  });

  it("follow the basketball feed with the quarter and its clock", async () => {
    const game = sampleRow({ id: 9, sportId: 2 });
    renderWithIntl(<LiveBasketSchedule rows={[game]} live labels={labels} />);
    const feed = await FakeEventSource.opened();
    expect(feed.url).toBe("/gateway/live/stream/2");
    act(() =>
      feed.emit("update", { ...game, state: 4, clock: "07:12", homeScore: 31, awayScore: 28 }, "3-9"),
    );
    expect(cell(9, "state")).toBe("第二节07:12");
    expect(cell(9, "score")).toBe("31-28");
  });

  it("open no stream for a day that is over, and list where to watch each match", async () => {
    const done = sampleRow({
      id: 4,
      state: 8,
      homeScore: 1,
      watch: [{ roomId: 1003, nickName: "球评老张", live: false }],
    });
    const opened = FakeEventSource.instances.length;
    renderWithIntl(<LiveFootballSchedule rows={[done]} live={false} labels={labels} />);
    // The feed's code loads after the first paint: once it could have, still no stream.
    await act(() => import("@/components/match/score-list/live-feed-sync"));
    expect(FakeEventSource.instances).toHaveLength(opened);
    const link = within(row(4)).getByRole("link", { name: /球评老张/ });
    expect(link.getAttribute("href")).toBe("/live/room/1003");
  });
});
