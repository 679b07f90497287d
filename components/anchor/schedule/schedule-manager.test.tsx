// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MatchRow } from "@/lib/contracts/match-list";
import { callsTo, refuse, reply, resetFake } from "../test-kit/fake-http";
import { renderAsAnchor } from "../test-kit/render";
import { ScheduleManager } from "./schedule-manager";

vi.mock("@/lib/api/http", () => import("../test-kit/fake-http"));
vi.mock("next/link", () => import("../test-kit/mocks"));

const team = (id: number, name: string) => ({
  id,
  name,
  nameEn: name,
  colour: "#ff0000",
  colour2: "#ffffff",
  logo: "/uploads/crests/1-0a1b2c3d4e.svg",
  rank: null,
});
function match(id: number, home: string, away: string, state: number): MatchRow {
  return {
    id,
    sportId: 1,
    state,
    clock: "",
    kickoff: "2025-05-01T12:00:00.000Z",
    league: { id: 36, name: "英超", colour: "#3d1f5c" },
    round: "",
    home: team(id * 2, home),
    away: team(id * 2 + 1, away),
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
    jcNo: null,
    bjdcNo: null,
    isHot: true,
    odds: null,
    hasLive: false,
    watch: [],
  };
}
const planned = match(1, "曼城", "阿森纳", 1);
const upcoming = match(2, "利物浦", "切尔西", 1);
const playing = match(3, "热刺", "纽卡斯尔", 2);

beforeEach(() => {
  resetFake();
  reply("GET", "/api/match/list", [planned]);
  reply("GET", "/api/match/dates", [{ date: "2025-05-01", football: 3, basketball: 0 }]);
  reply("GET", "/api/match/schedule", [planned, upcoming, playing]);
});
afterEach(cleanup);

const pickerRow = (name: string) => screen.getAllByText(name).at(-1)!.closest("li")!;

describe("/v/anchor-add", () => {
  it("offers only matches not started and not already planned", async () => {
    renderAsAnchor(<ScheduleManager />);
    await screen.findByText("利物浦");
    expect(within(pickerRow("曼城")).getByText("已在赛程")).toBeTruthy();
    expect(within(pickerRow("热刺")).getByText("已开赛")).toBeTruthy();
    expect(within(pickerRow("利物浦")).getByRole("button", { name: "加入赛程" })).toBeTruthy();
  });

  it("adds a match and shows the schedule the server answers", async () => {
    reply("JSON", "/api/anchor/schedule/add", [planned, upcoming], "已加入赛程");
    renderAsAnchor(<ScheduleManager />);
    await screen.findByText("利物浦");
    fireEvent.click(within(pickerRow("利物浦")).getByRole("button", { name: "加入赛程" }));
    await waitFor(() => expect(within(pickerRow("利物浦")).getByText("已在赛程")).toBeTruthy());
    expect(callsTo("JSON", "/api/anchor/schedule/add")[0].body).toEqual({ matchId: 2 });
  });

  it("shows the server's refusal, e.g. a match that kicked off meanwhile", async () => {
    const { useUiStore } = await import("@/stores/ui-store");
    refuse("JSON", "/api/anchor/schedule/add", 400, "比赛已开赛，不能加入赛程");
    renderAsAnchor(<ScheduleManager />);
    await screen.findByText("利物浦");
    fireEvent.click(within(pickerRow("利物浦")).getByRole("button", { name: "加入赛程" }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.message)).toContain("比赛已开赛，不能加入赛程"),
    );
  });

  it("filters the day's matches by a team's name", async () => {
    renderAsAnchor(<ScheduleManager />);
    await screen.findByText("利物浦");
    fireEvent.change(screen.getByRole("searchbox", { name: "搜索球队或联赛" }), {
      target: { value: "热刺" },
    });
    expect(screen.queryByText("切尔西")).toBeNull();
    fireEvent.change(screen.getByRole("searchbox", { name: "搜索球队或联赛" }), {
      target: { value: "拜仁" },
    });
    expect(screen.getByText("没有找到与“拜仁”相关的比赛")).toBeTruthy();
  });
});
