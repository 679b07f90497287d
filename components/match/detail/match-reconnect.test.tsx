// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { FootballState } from "@/lib/codes/football-states";
import type { MatchLiveData } from "@/lib/contracts/match-detail";
import commonMessages from "@/messages/zh-CN/common.json";
import matchDetailMessages from "@/messages/zh-CN/match-detail.json";
import { HeaderScore } from "./header-score";
import { LiveBoard } from "./live-board";

const reload = vi.hoisted(() => vi.fn());
vi.mock("@/lib/api/match-detail-client", () => ({ fetchFootballMatchLive: reload }));

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
  state: FootballState.SecondHalf,
  clock: "60",
  homeScore: 1,
  awayScore: 0,
  homeHalfScore: 1,
  awayHalfScore: 0,
  homeCorners: 0,
  awayCorners: 0,
  homeYellow: 0,
  awayYellow: 0,
  homeRed: 0,
  awayRed: 0,
  homePenScore: null,
  awayPenScore: null,
  homeQuarters: null,
  awayQuarters: null,
};
const initial: MatchLiveData = { live, events: [], stats: null, lineups: null, commentary: [] };
const line = { matchId: 42, minute: 70, clock: "70'", kind: 0, homeScore: 1, awayScore: 0 };

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  reload.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderMatchPage() {
  render(
    <NextIntlClientProvider
      locale="zh-CN"
      timeZone="Asia/Shanghai"
      messages={{ ...commonMessages, ...matchDetailMessages }}
    >
      <HeaderScore initial={live} />
      <LiveBoard match={{ id: 42, home: team(1, "曼城"), away: team(2, "阿森纳") }} initial={initial} />
    </NextIntlClientProvider>,
  );
}

describe("the match page's stream", () => {
  it("comes back by itself after the api restarts, says 重新连接中 meanwhile and reloads what it missed", async () => {
    renderMatchPage();
    expect(FakeEventSource.instances).toHaveLength(1); // one stream for every part of the page
    const first = FakeEventSource.last;
    act(() => first.open());
    act(() => first.emit("update", { ...live, clock: "61" }, "9-4"));
    act(() => first.fail()); // the door answers 503 while the api is down
    expect(screen.getByTestId("reconnecting").textContent).toBe("重新连接中");

    const missed = { ...initial, commentary: [{ ...line, id: 5, text: "重启期间的解说" }] };
    reload.mockResolvedValue({ code: 200, message: "", data: missed });
    await act(async () => vi.advanceTimersByTime(1_000));
    const second = FakeEventSource.last;
    expect(second).not.toBe(first);
    expect(second.url).toBe("/gateway/live/stream/match/42?lastEventId=9-4");
    await act(async () => second.open());
    expect(screen.queryByTestId("reconnecting")).toBeNull();
    expect(reload).toHaveBeenCalledWith(42);
    expect(screen.getByTestId("commentary-line").textContent).toContain("重启期间的解说");

    act(() => second.emit("update", { ...live, clock: "75", homeScore: 2 }, "9-5"));
    expect(screen.getByTestId("header-score").textContent).toContain("2-0");
  });
});
