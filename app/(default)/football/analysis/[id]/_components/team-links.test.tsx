// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormSummary, PastMatch } from "@/lib/contracts/match-analysis";
import { PastMatchTable } from "./past-match-table";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { FutureSection } from "./future-section";
import { H2hSection } from "./h2h-section";
import { InjuriesSection } from "./injuries-section";

vi.mock("next/link", () => import("@/components/anchor/test-kit/mocks"));
afterEach(cleanup);

const city = { id: 12, name: "曼城" };
const pool = { id: 14, name: "利物浦" };
const meeting: PastMatch = {
  id: 901,
  kickoff: "2026-04-12T23:30:00+08:00",
  league: { id: 36, name: "英超", colour: "#3d185c" },
  home: city,
  away: pool,
  homeScore: 2,
  awayScore: 1,
  homeHalfScore: 1,
  awayHalfScore: 0,
  result: "W",
};
const summary: FormSummary = { played: 1, won: 1, drawn: 0, lost: 0, goalsFor: 2, goalsAgainst: 1 };

describe("the analysis tab's team and player names", () => {
  it("link the home side's name in the 交锋 summary to its page", () => {
    renderWithIntl(<H2hSection h2h={{ teamId: city.id, matches: [meeting], summary }} home={city} />);
    const line = screen.getByText(/近1次交锋 1胜0平0负/);
    const link = within(line).getByRole("link", { name: "曼城" });
    expect(link.getAttribute("href")).toBe("/database/fb/team/12");
  });

  it("link each side and each absent player in 伤停", () => {
    const out = { playerId: 3301, name: "罗德里", position: "M", reason: "十字韧带伤" };
    renderWithIntl(<InjuriesSection injuries={{ home: [out], away: [] }} home={city} away={pool} />);
    expect(screen.getByRole("link", { name: "利物浦" }).getAttribute("href")).toBe("/database/fb/team/14");
    expect(screen.getByRole("link", { name: "罗德里" }).getAttribute("href")).toBe(
      "/database/fb/player/3301",
    );
  });

  it("link both sides of a past meeting, and each team's heading over its 未来赛程", () => {
    renderWithIntl(<PastMatchTable matches={[meeting]} teamId={city.id} />);
    const row = screen.getByTestId("past-match");
    expect(within(row).getByRole("link", { name: "曼城" }).getAttribute("href")).toBe("/database/fb/team/12");
    expect(within(row).getByRole("link", { name: "利物浦" }).getAttribute("href")).toBe(
      "/database/fb/team/14",
    );
    cleanup();
    renderWithIntl(<FutureSection future={{ home: [], away: [] }} home={city} away={pool} />);
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.map((h) => within(h).getByRole("link").getAttribute("href"))).toEqual([
      "/database/fb/team/12",
      "/database/fb/team/14",
    ]);
  });
});
