// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleRow } from "@/components/match/score-list/sample-rows";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { fetchLiveStates } from "@/lib/api/live-states-client";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { HotMatchCards } from "./hot-match-cards";

vi.mock("next/link", () => import("@/components/anchor/test-kit/mocks"));
vi.mock("@/lib/api/live-states-client", () => ({ fetchLiveStates: vi.fn() }));

const card = (id: number) => document.querySelector(`[data-match-id="${id}"]`)!.textContent;

beforeEach(() => {
  vi.mocked(fetchLiveStates).mockReset().mockResolvedValue({ code: 200, message: "", data: [] });
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the home page's 热门赛事", () => {
  it("catches up on a match that kicked off since the page was cached, then follows the feed", async () => {
    const started = sampleRow({ id: 1, kickoff: "2026-11-20T11:00:00Z" });
    vi.mocked(fetchLiveStates).mockResolvedValue({
      code: 200,
      message: "",
      data: [{ ...started, state: 2, clock: "20", homeScore: 1 }],
    });
    renderWithIntl(<HotMatchCards rows={[started]} labels={{ live: "进行中" }} />);
    expect(card(1)).not.toContain("进行中");
    act(() => FakeEventSource.last.open());
    await waitFor(() => expect(card(1)).toContain("进行中"));
    expect(screen.getAllByText("1")).toHaveLength(1);
    act(() =>
      FakeEventSource.last.emit("update", { ...started, state: 2, clock: "30", homeScore: 2 }, "4-1"),
    );
    expect(screen.getAllByText("2")).toHaveLength(1);
  });

  it("catches up again when its feed comes back after a drop", async () => {
    const playing = sampleRow({ id: 1, state: 2, clock: "10" });
    renderWithIntl(<HotMatchCards rows={[playing]} labels={{ live: "进行中" }} />);
    act(() => FakeEventSource.last.open());
    expect(fetchLiveStates).toHaveBeenCalledTimes(1);
    const first = FakeEventSource.last;
    vi.mocked(fetchLiveStates).mockResolvedValue({
      code: 200,
      message: "",
      data: [{ ...playing, state: 2, clock: "40", homeScore: 3 }],
    });
    act(() => first.fail());
    await waitFor(() => expect(FakeEventSource.last).not.toBe(first), { timeout: 3_000 });
    act(() => FakeEventSource.last.open());
    expect(fetchLiveStates).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getAllByText("3")).toHaveLength(1));
  });
});
