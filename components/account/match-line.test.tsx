// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleRow } from "@/components/match/score-list/sample-rows";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { MatchLine } from "./match-line";

vi.mock("next/link", () => import("@/components/anchor/test-kit/mocks"));
afterEach(cleanup);

describe("a followed or reserved match's line", () => {
  it("opens the match from its score and each team's page from its name, with no link inside another", () => {
    const { container } = renderWithIntl(
      <MatchLine match={sampleRow({ id: 7, state: 8, homeScore: 2, awayScore: 1 })} />,
    );
    const match = screen.getByRole("link", { name: "曼城 VS 利物浦 比赛详情" });
    expect(match.getAttribute("href")).toBe("/football/live/7");
    expect(match.textContent).toBe("2 - 1");
    expect(screen.getByRole("link", { name: "曼城" }).getAttribute("href")).toBe("/database/fb/team/17");
    expect(screen.getByRole("link", { name: "利物浦" }).getAttribute("href")).toBe("/database/fb/team/107");
    expect(container.querySelector("a a")).toBeNull();
  });
});
