// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import type { StandingRow } from "@/lib/contracts/basketball-analysis";
import { StandingsTable } from "./standings-table";

vi.mock("next/link", async () => (await import("@/components/room-money/test-kit")).nextLink);

afterEach(cleanup);

const row = (rank: number, teamId: number, name: string): StandingRow => ({
  rank,
  teamId,
  name,
  played: 20,
  won: 20 - rank,
  lost: rank,
  winPct: (20 - rank) / 20,
  gamesBehind: rank - 1,
  pointsFor: 115.2,
  pointsAgainst: 110.4,
  streak: "W3",
});

describe("the analysis tab's standings", () => {
  it("links every team to its page and marks the game's two teams", () => {
    renderWithIntl(
      <StandingsTable rows={[row(1, 457, "76人"), row(2, 460, "凯尔特人")]} highlight={[457]} />,
    );
    expect(screen.getByRole("link", { name: "76人" }).getAttribute("href")).toBe("/database/lq/team/457");
    expect(screen.getByRole("link", { name: "凯尔特人" }).getAttribute("href")).toBe("/database/lq/team/460");
    expect(screen.getByRole("link", { name: "76人" }).closest("tr")!.className).toContain("font-semibold");
  });
});
