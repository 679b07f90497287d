// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScoreSettings } from "@/components/match/score-list/score-settings-store";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { FootballState } from "@/lib/codes/football-states";
import { MatchEventType } from "@/lib/codes/match-events";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { LiveAnimation } from "./live-animation";

const fetchLiveStates = vi.hoisted(() => vi.fn());
vi.mock("@/lib/api/live-states-client", () => ({ fetchLiveStates }));

const live = { id: 42, state: FootballState.SecondHalf, clock: "60", homeScore: 1, awayScore: 0 };
const goal = {
  matchId: 42,
  id: 5,
  type: MatchEventType.Goal,
  side: "away",
  period: 2,
  minute: 61,
  addedMinute: 0,
  clock: "61'",
  player: { id: 3, name: "萨卡" },
  assist: null,
  subOut: null,
  homeScore: 1,
  awayScore: 1,
  note: "",
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  fetchLiveStates.mockReset();
  fetchLiveStates.mockResolvedValue({ code: 0, message: "ok", data: [] });
  useScoreSettings.setState({ delaySeconds: 0 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderView(state: number = live.state) {
  renderWithIntl(
    <LiveAnimation
      sport="football"
      initial={{ ...live, state }}
      follows={state !== FootballState.Finished}
      home={{ name: "曼城", colour: "#6cabdd" }}
      away={{ name: "阿森纳", colour: "#e8372c" }}
    />,
  );
  return FakeEventSource.last;
}

const view = () => screen.getByTestId("match-animation");
const score = () => screen.getByTestId("animation-score").textContent;

describe("the 动画直播 view", () => {
  it("shows the score and clock, moves the ball with the stream and names what happens", () => {
    const stream = renderView();
    expect(score()).toBe("1 - 0");
    expect(screen.getByTestId("animation-clock").textContent).toBe("60'");
    act(() => stream.open());
    act(() => stream.emit("momentum", { matchId: 42, side: "home", kind: "danger", clock: "61'" }));
    expect(view().dataset.action).toBe("danger");
    expect(screen.getByTestId("animation-ball").dataset.x).toBe("80");
    expect(screen.getByTestId("animation-action").textContent).toContain("曼城 危险进攻");
    act(() => stream.emit("momentum", { matchId: 99, side: "away", kind: "shot", clock: "61'" }));
    expect(view().dataset.action).toBe("danger"); // another match's frame
    act(() => stream.emit("event", goal));
    expect(score()).toBe("1 - 1");
    expect(screen.getByTestId("animation-action").textContent).toContain("阿森纳 进球！ · 萨卡 61'");
  });

  it("replays the last key moment on request", () => {
    const stream = renderView();
    act(() => stream.open());
    act(() => stream.emit("momentum", { matchId: 42, side: "away", kind: "attack", clock: "60'" }));
    act(() => stream.emit("event", goal));
    act(() => stream.emit("momentum", { matchId: 42, side: "home", kind: "safe", clock: "62'" }));
    const replay = screen.getByRole("button", { name: "回放：61' 进球！" });
    fireEvent.click(replay);
    expect(screen.getByTestId("animation-action").textContent).toMatch(/^回放 阿森纳/);
    expect(replay.hasAttribute("disabled")).toBe(true);
    // Each step of the replay schedules the next one.
    for (let i = 0; i < 12; i++) act(() => vi.advanceTimersByTime(600));
    expect(screen.getByTestId("animation-action").textContent).toContain("曼城 控球");
  });

  it("waits the 比分延迟 delay before showing a goal, as the score lists do", () => {
    useScoreSettings.setState({ delaySeconds: 30 });
    const stream = renderView();
    act(() => stream.open());
    act(() => stream.emit("event", goal));
    expect(score()).toBe("1 - 0");
    expect(screen.getByText("比分延迟 30 秒")).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_000));
    expect(score()).toBe("1 - 0");
    act(() => vi.advanceTimersByTime(1_000));
    expect(score()).toBe("1 - 1");
  });

  it("shows a finished match at full time without opening a stream", () => {
    renderView(FootballState.Finished);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(view().dataset.action).toBe("full-time");
    expect(screen.getByTestId("animation-clock").textContent).toBe("完场");
  });
});
