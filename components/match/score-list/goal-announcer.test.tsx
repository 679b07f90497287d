// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { useUiStore } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { sampleRow } from "./sample-rows";
import { ScoreBoard } from "./score-board";
import { DEFAULT_SETTINGS, useScoreSettings } from "./score-settings-store";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("next/link", () => ({
  default: ({ href, prefetch: _p, ...rest }: { href: string; prefetch?: unknown }) => (
    <a href={href} {...rest} />
  ),
}));

const rows = [sampleRow({ id: 1, state: 4, clock: "60", homeScore: 1, kickoff: "2026-11-22T11:00:00Z" })];
const goal = (homeScore: number, awayScore: number, id: string) =>
  act(() =>
    FakeEventSource.last.emit("goal", { matchId: 1, side: "home", minute: "61", homeScore, awayScore }, id),
  );
const announcer = () => screen.getByTestId("goal-announcer");

beforeEach(() => {
  window.history.replaceState(null, "", "/football");
  localStorage.clear();
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

describe("the score list's goal announcer", () => {
  it("is a polite live region, empty until a goal", () => {
    renderWithIntl(<ScoreBoard variant="live" rows={rows} live />);
    expect(announcer().getAttribute("aria-live")).toBe("polite");
    expect(announcer().textContent).toBe("");
  });

  it("tells a goal with the teams and the score, even with the popup off", async () => {
    useScoreSettings.setState({ popup: false });
    renderWithIntl(<ScoreBoard variant="live" rows={rows} live />);
    await FakeEventSource.opened();
    goal(2, 0, "60-1");
    expect(announcer().textContent).toBe("进球！曼城 2-0 利物浦");
    goal(2, 1, "60-2");
    expect(announcer().textContent).toBe("进球！曼城 2-1 利物浦");
  });

  it("waits for the 比分延迟 delay, so it spoils nothing the list does not show yet", async () => {
    vi.useFakeTimers();
    useScoreSettings.setState({ delaySeconds: 10 });
    renderWithIntl(<ScoreBoard variant="live" rows={rows} live />);
    await FakeEventSource.opened();
    goal(2, 0, "60-1");
    act(() => vi.advanceTimersByTime(9_000));
    expect(announcer().textContent).toBe("");
    act(() => vi.advanceTimersByTime(1_000));
    expect(announcer().textContent).toBe("进球！曼城 2-0 利物浦");
  });
});
