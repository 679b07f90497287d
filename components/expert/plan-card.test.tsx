// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { PlanCard } from "./plan-card";
import { ANALYSIS, teaser, withContent } from "./test-fixtures";

vi.mock("next/link", async () => (await import("@/components/room-money/test-kit")).nextLink);

afterEach(cleanup);

describe("PlanCard", () => {
  it("shows the teaser: expert record, title, match, play type, price and 不中退", () => {
    renderWithIntl(<PlanCard plan={teaser} />);
    expect(screen.getByText("盘口老周")).toBeTruthy();
    expect(screen.getByText("近10中7")).toBeTruthy();
    expect(screen.getByText("3连红")).toBeTruthy();
    expect(screen.getByText("阿森纳主场稳了吗")).toBeTruthy();
    // The match's teams link to their database pages, outside the link to the plan.
    const arsenal = screen.getByText("阿森纳").closest("a")!;
    expect(arsenal.getAttribute("href")).toMatch(/^\/database\/fb\/team\/\d+$/);
    expect(arsenal.parentElement!.textContent).toBe("阿森纳 vs 切尔西");
    expect(arsenal.parentElement!.closest("a")).toBeNull();
    expect(screen.getByText("大小球")).toBeTruthy();
    expect(screen.getByText("58钻石")).toBeTruthy();
    expect(screen.getByText("不中退")).toBeTruthy();
    expect(screen.getByRole("link", { name: /阿森纳主场稳了吗/ }).getAttribute("href")).toBe("/guide/41");
  });

  it("never shows the pick or the analysis, even when handed a plan that carries them", () => {
    const { container } = renderWithIntl(<PlanCard plan={withContent} />);
    expect(container.textContent).not.toContain(ANALYSIS);
    expect(container.textContent).not.toContain("0.92");
    expect(screen.queryByText("大")).toBeNull();
  });

  it("shows 红 instead of the price once the plan is settled as a win", () => {
    renderWithIntl(<PlanCard plan={{ ...teaser, status: 3, result: 1 }} />);
    expect(screen.getByText("红")).toBeTruthy();
    expect(screen.queryByText("58钻石")).toBeNull();
  });
});
