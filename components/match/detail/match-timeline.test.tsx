// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MatchEventType } from "@/lib/codes/match-events";
import type { TimelineEvent } from "@/lib/contracts/match-detail";
import { MatchTimeline } from "./match-timeline";
import { renderWithIntl } from "@/tests/support/render-with-intl";

afterEach(cleanup);

const event = (over: Partial<TimelineEvent>): TimelineEvent => ({
  id: 1,
  type: MatchEventType.Goal,
  side: "home",
  period: 1,
  minute: 10,
  addedMinute: 0,
  clock: "10'",
  player: null,
  assist: null,
  subOut: null,
  homeScore: 0,
  awayScore: 0,
  note: "",
  ...over,
});

const events: TimelineEvent[] = [
  event({
    id: 7,
    type: MatchEventType.Substitution,
    side: "away",
    period: 2,
    minute: 62,
    clock: "62'",
    player: { id: 30, name: "萨卡" },
    subOut: { id: 31, name: "马丁内利" },
  }),
  event({
    id: 3,
    period: 1,
    minute: 45,
    addedMinute: 2,
    clock: "45+2'",
    player: { id: 9, name: "哈兰德" },
    assist: { id: 17, name: "德布劳内" },
    homeScore: 1,
  }),
  event({
    id: 2,
    type: MatchEventType.YellowCard,
    side: "away",
    minute: 30,
    clock: "30'",
    player: { id: 5, name: "赖斯" },
  }),
  event({
    id: 4,
    type: MatchEventType.PeriodEnd,
    side: null,
    period: 1,
    minute: 45,
    addedMinute: 3,
    clock: "45+3'",
    homeScore: 1,
  }),
  event({ id: 1, type: MatchEventType.Corner, side: "home", minute: 5, clock: "5'" }),
];

describe("MatchTimeline", () => {
  it("lists events from kick-off on, home on the left and away on the right, with 45+2' labels", () => {
    renderWithIntl(<MatchTimeline events={events} />);
    const rows = screen.getAllByTestId("timeline-row");
    expect(rows.map((r) => r.getAttribute("data-side"))).toEqual(["home", "away", "home", "none", "away"]);
    expect(rows[2].textContent).toContain("45+2'");
    expect(rows[2].textContent).toContain("哈兰德");
    expect(rows[2].textContent).toContain("1-0");
    expect(rows[2].textContent).toContain("助攻：德布劳内");
    expect(rows[3].textContent).toBe("上半场结束 1-0");
    // Home details sit in the left column, away details in the right one.
    expect(rows[2].children[0].textContent).toContain("哈兰德");
    expect(rows[1].children[2].textContent).toContain("赖斯");
    expect(rows[4].children[2].textContent).toContain("换上 萨卡");
    expect(rows[4].children[2].textContent).toContain("换下 马丁内利");
  });

  it("draws the right icon for each kind of event", () => {
    const { container } = renderWithIntl(<MatchTimeline events={events} />);
    const types = [...container.querySelectorAll("svg[data-event-type]")].map((s) =>
      Number(s.getAttribute("data-event-type")),
    );
    expect(types).toEqual([
      MatchEventType.Corner,
      MatchEventType.YellowCard,
      MatchEventType.Goal,
      MatchEventType.Substitution,
    ]);
  });

  it("says so before anything has happened", () => {
    renderWithIntl(<MatchTimeline events={[]} notStarted />);
    expect(screen.getByText(/比赛尚未开始/)).toBeTruthy();
    cleanup();
    renderWithIntl(<MatchTimeline events={[]} />);
    expect(screen.getByText("暂无比赛事件")).toBeTruthy();
  });
});
