// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { PlanHistory } from "./plan-history";
import { teaser } from "./test-fixtures";

vi.mock("next/link", async () => (await import("@/components/room-money/test-kit")).nextLink);

afterEach(cleanup);

describe("PlanHistory", () => {
  it("links each settled plan's teams to their pages, beside the score and the link to the plan", () => {
    const settled = { ...teaser, status: 3, result: 1 };
    const [match] = settled.matches;
    renderWithIntl(<PlanHistory plans={[settled]} empty="暂无" />);
    const home = screen.getByRole("link", { name: match.home.name });
    expect(home.getAttribute("href")).toBe(`/database/fb/team/${match.home.id}`);
    expect(screen.getByRole("link", { name: match.away.name }).getAttribute("href")).toBe(
      `/database/fb/team/${match.away.id}`,
    );
    expect(home.parentElement!.textContent).toContain(`${match.homeScore}:${match.awayScore}`);
    expect(screen.getByRole("link", { name: /阿森纳主场稳了吗/ }).getAttribute("href")).toBe("/guide/41");
  });
});
