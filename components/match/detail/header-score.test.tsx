// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { fetchLiveStates } from "@/lib/api/live-states-client";
import { FootballState } from "@/lib/codes/football-states";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { HeaderScore } from "./header-score";

vi.mock("@/lib/api/live-states-client", () => ({ fetchLiveStates: vi.fn() }));

const notStarted = {
  id: 42,
  state: FootballState.NotStarted,
  clock: "",
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
  homePenScore: null,
  awayPenScore: null,
};

beforeEach(() => {
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.mocked(fetchLiveStates).mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a match header from a cached page", () => {
  it("takes the match as it is now once its stream opens", async () => {
    vi.mocked(fetchLiveStates).mockResolvedValue({
      code: 200,
      message: "",
      data: [
        {
          ...notStarted,
          state: FootballState.FirstHalf,
          clock: "23",
          homeScore: 1,
          homeQuarters: null,
          awayQuarters: null,
        },
      ],
    });
    renderWithIntl(<HeaderScore initial={notStarted} />);
    expect(screen.getByTestId("header-score").textContent).toContain("VS");
    act(() => FakeEventSource.last.open());
    expect(fetchLiveStates).toHaveBeenCalledWith([42]);
    await waitFor(() => expect(screen.getByTestId("header-score").textContent).toMatch(/23.*1-0/));
  });

  it("asks nothing for a match that is over", () => {
    renderWithIntl(<HeaderScore initial={{ ...notStarted, state: FootballState.Finished, homeScore: 2 }} />);
    expect(fetchLiveStates).not.toHaveBeenCalled();
  });
});
