// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, calls, ok, resetHttp, settle } from "@/components/room-money/test-kit";
import type { PickerRow } from "@/lib/contracts/expert-plans";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { withContent } from "../test-fixtures";
import { PublishForm } from "./publish-form";
import { OVER_UNDER_MODES } from "./publish-modes";

vi.mock("@/lib/api/http", async () => (await import("@/components/room-money/test-kit")).fakeHttp);
const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const row: PickerRow = {
  matchId: 900,
  sportId: 1,
  kickoff: "2026-11-24T12:00:00.000Z",
  league: { id: 1, name: "英超", colour: "#3d195b" },
  home: { id: 11, name: "阿森纳" },
  away: { id: 12, name: "切尔西" },
  jcNo: null,
  european: { home: 1.8, draw: 3.5, away: 4.2 },
  handicap: { line: 0.75, home: 0.9, away: 0.96 },
  overUnder: { line: 2.5, home: 0.92, away: 0.94 },
  lottery: null,
};
const publishCalls = () => calls.filter((c) => c.call === "POST /tj/expert/pc/publish");

describe("PublishForm", () => {
  beforeEach(() => {
    resetHttp();
    push.mockReset();
    answer("GET /tj/match", ok({ list: [row], total: 1, page: 1, pageSize: 50 }));
    answer("POST /tj/expert/pc/publish", ok(withContent));
  });
  afterEach(cleanup);

  it("names every missing field and sends nothing", async () => {
    renderWithIntl(<PublishForm modes={OVER_UNDER_MODES} />);
    await settle();
    fireEvent.change(screen.getByLabelText(/价格/), { target: { value: "5000" } });
    fireEvent.click(screen.getByRole("button", { name: "发布方案" }));
    await settle();
    expect(screen.getByText("请选择比赛")).toBeTruthy();
    expect(screen.getByText("标题为 1-40 个字")).toBeTruthy();
    expect(screen.getByText("分析内容为 20-2000 个字")).toBeTruthy();
    expect(screen.getByText("价格为 0-1000 的整数")).toBeTruthy();
    expect(publishCalls()).toHaveLength(0);
  });

  it("asks for a side once a match is chosen", async () => {
    renderWithIntl(<PublishForm modes={OVER_UNDER_MODES} />);
    await settle();
    fireEvent.click(screen.getByRole("checkbox", { name: "阿森纳 vs 切尔西" }));
    fireEvent.click(screen.getByRole("button", { name: "发布方案" }));
    await settle();
    expect(screen.getByText("请选择推荐选项")).toBeTruthy();
    expect(publishCalls()).toHaveLength(0);
  });

  it("publishes the chosen match and side with the price and 不中退, then opens the plan", async () => {
    renderWithIntl(<PublishForm modes={OVER_UNDER_MODES} />);
    await settle();
    fireEvent.click(screen.getByRole("checkbox", { name: "阿森纳 vs 切尔西" }));
    const over = screen.getByRole("radio", { name: /大/ });
    expect(over.textContent).toContain("2.5");
    expect(over.textContent).toContain("0.92");
    fireEvent.click(over);
    fireEvent.change(screen.getByLabelText(/方案标题/), { target: { value: "阿森纳主场稳了吗" } });
    fireEvent.change(screen.getByLabelText(/分析内容/), {
      target: { value: "切尔西客场防守松散，阿森纳主场进攻火力很猛，看好大球。" },
    });
    fireEvent.change(screen.getByLabelText(/价格/), { target: { value: "58" } });
    fireEvent.click(screen.getByLabelText(/不中退/));
    fireEvent.click(screen.getByRole("button", { name: "发布方案" }));
    await settle();
    expect(publishCalls()).toHaveLength(1);
    expect(publishCalls()[0]!.params).toEqual({
      sportId: 1,
      playType: 3,
      legs: [{ matchId: 900, pick: "over" }],
      title: "阿森纳主场稳了吗",
      analysis: "切尔西客场防守松散，阿森纳主场进攻火力很猛，看好大球。",
      price: 58,
      refundIfLose: 1,
    });
    expect(push).toHaveBeenCalledWith("/guide/41");
  });
});
