// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePinnedMatches } from "@/stores/pinned-matches-store";
import { useUiStore } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { sampleRow } from "./sample-rows";
import { ScoreBoard } from "./score-board";
import { DEFAULT_SETTINGS, useScoreSettings } from "./score-settings-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("next/link", () => ({
  default: ({ href, prefetch: _p, ...rest }: { href: string; prefetch?: unknown }) => (
    <a href={href} {...rest} />
  ),
}));

const rows = [
  sampleRow({ id: 1, state: 4, clock: "60", homeScore: 1, kickoff: "2026-11-22T11:00:00Z" }),
  sampleRow({
    id: 2,
    kickoff: "2026-11-22T13:00:00Z",
    home: {
      id: 7,
      name: "阿森纳",
      nameEn: "Arsenal",
      colour: "#EF0107",
      colour2: "#FFFFFF",
      logo: "",
      rank: 3,
    },
  }),
  sampleRow({ id: 3, kickoff: "2026-11-22T14:00:00Z", league: { id: 31, name: "西甲", colour: "#EE8707" } }),
];

const renderBoard = () => renderWithIntl(<ScoreBoard variant="live" rows={rows} live />);
const rowIds = () =>
  [...document.querySelectorAll("tr[data-match-id]")].map((tr) => Number(tr.getAttribute("data-match-id")));
const score = (id: number) =>
  document.querySelector(`tr[data-match-id="${id}"] [data-testid="score"]`)!.textContent;

beforeEach(() => {
  window.history.replaceState(null, "", "/football");
  localStorage.clear();
  usePinnedMatches.setState({ pins: {} });
  useScoreSettings.setState(DEFAULT_SETTINGS);
  useUserStore.setState({ auth: "", showLoginModel: false });
  useUiStore.setState({ toasts: [] });
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("score board", () => {
  it("lists the rows in sections with their scores", () => {
    renderBoard();
    expect(rowIds()).toEqual([1, 2, 3]);
    expect(score(1)).toBe("1-0");
    expect(score(2)).toBe("VS");
    expect(screen.getByText("进行中")).toBeTruthy();
    expect(screen.getByText("未开赛")).toBeTruthy();
  });

  it("tints the rows in play and only them", () => {
    renderBoard();
    // globals.css tints .score-row[data-live].
    const row = (id: number) => document.querySelector(`tr[data-match-id="${id}"]`)!;
    expect(row(1).matches(".score-row[data-live]")).toBe(true);
    expect(row(2).matches(".score-row")).toBe(true);
    expect(row(2).matches("[data-live]")).toBe(false);
  });

  it("keeps a pinned match on top and remembers it for the tab", () => {
    renderBoard();
    const row3 = document.querySelector('tr[data-match-id="3"]') as HTMLElement;
    fireEvent.click(within(row3).getByRole("button", { name: "置顶" }));
    expect(rowIds()).toEqual([3, 1, 2]);
    expect(screen.getByText("置顶比赛")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("pinned-matches")!).state.pins.live).toEqual([3]);
  });

  it("narrows the list by a word and by 只看热门", () => {
    renderBoard();
    fireEvent.change(screen.getByRole("searchbox", { name: "搜索球队或赛事" }), {
      target: { value: "阿森纳" },
    });
    expect(rowIds()).toEqual([2]);
    expect(window.location.search).toContain("word=");
    fireEvent.click(screen.getByRole("button", { name: "显示全部" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "只看热门" }));
    expect(rowIds()).toEqual([]);
    expect(screen.getByText("没有符合条件的比赛")).toBeTruthy();
  });

  it("explains a result's 初 and 终 once, in the 亚盘 and 大小球 headings", () => {
    renderBoard();
    for (const name of ["亚盘", "大小球"])
      expect(screen.getByRole("columnheader", { name }).getAttribute("title")).toBe(
        "初：初盘；终：终盘（开赛前最后一次报价）",
      );
    expect(screen.getByRole("columnheader", { name: "比分" }).hasAttribute("title")).toBe(false);
  });

  it("asks a visitor to sign in before following", () => {
    renderBoard();
    fireEvent.click(screen.getAllByRole("button", { name: "关注" })[0]);
    expect(useUserStore.getState().showLoginModel).toBe(true);
  });

  it("applies live updates in order, after the 比分延迟 delay", async () => {
    vi.useFakeTimers();
    useScoreSettings.setState({ delaySeconds: 10 });
    renderBoard();
    const feed = await FakeEventSource.opened();
    expect(feed.url).toBe("/gateway/live/stream/1");
    act(() => feed.emit("update", { ...rows[0], homeScore: 2, clock: "61" }, "50-2"));
    act(() => feed.emit("update", { ...rows[0], homeScore: 1, clock: "59" }, "50-1"));
    act(() => vi.advanceTimersByTime(9_000));
    expect(score(1)).toBe("1-0");
    act(() => vi.advanceTimersByTime(1_000));
    expect(score(1)).toBe("2-0");
    act(() => feed.emit("update", { ...rows[1], state: 2, clock: "1" }, "50-3"));
    act(() => vi.advanceTimersByTime(10_000));
    expect(rowIds()).toEqual([1, 2, 3]);
    expect(document.querySelector('tr[data-match-id="2"]')!.textContent).toContain("1'");
  });

  it("says 重新连接中 while the live feed is away and carries on from its last event when back", async () => {
    vi.useFakeTimers();
    renderBoard();
    const first = await FakeEventSource.opened();
    act(() => first.open());
    act(() => first.emit("update", { ...rows[0], homeScore: 2, clock: "61" }, "50-1"));
    act(() => first.fail());
    expect(screen.getByRole("status").textContent).toBe("重新连接中");
    act(() => vi.advanceTimersByTime(1_000));
    const second = FakeEventSource.last;
    expect(second.url).toBe("/gateway/live/stream/1?lastEventId=50-1");
    act(() => second.open());
    expect(screen.queryByText("重新连接中")).toBeNull();
    act(() => second.emit("update", { ...rows[0], homeScore: 3, clock: "70" }, "50-2"));
    expect(score(1)).toBe("3-0");
  });

  it("pops up a goal with the teams and the new score", async () => {
    renderBoard();
    await FakeEventSource.opened();
    act(() =>
      FakeEventSource.last.emit(
        "goal",
        {
          matchId: 1,
          side: "home",
          minute: "61",
          homeScore: 2,
          awayScore: 0,
        },
        "60-1",
      ),
    );
    expect(score(1)).toBe("2-0");
    expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual(["进球！曼城 2-0 利物浦"]);
    act(() => useScoreSettings.setState({ popup: false }));
    act(() =>
      FakeEventSource.last.emit(
        "goal",
        {
          matchId: 1,
          side: "away",
          minute: "70",
          homeScore: 2,
          awayScore: 1,
        },
        "60-2",
      ),
    );
    expect(useUiStore.getState().toasts).toHaveLength(1);
  });

  it("shows kick-off times in China time, or in the viewer's zone when chosen", () => {
    renderBoard();
    const time = () => document.querySelector('tr[data-match-id="2"] td:nth-child(3)')!.textContent;
    expect(time()).toBe("21:00");
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: "Europe/London",
    });
    act(() => useScoreSettings.setState({ timeZone: "local" }));
    expect(time()).toBe("13:00");
    vi.restoreAllMocks();
  });
});
