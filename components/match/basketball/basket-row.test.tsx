// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleRow } from "@/components/match/score-list/sample-rows";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { BASKET_COLUMNS } from "./basket-columns";
import { BasketRowView } from "./basket-row";

vi.mock("next/link", () => ({
  default: ({ href, prefetch: _p, ...rest }: { href: string; prefetch?: unknown }) => (
    <a href={href} {...rest} />
  ),
}));

const team = (id: number, name: string, nameEn: string) => ({
  id,
  name,
  nameEn,
  colour: "#552583",
  colour2: "#FDB927",
  logo: `/uploads/crests/${id}-0a1b2c3d4e.svg`,
  rank: null,
});

const row = sampleRow({
  id: 9,
  sportId: 2,
  state: 9,
  homeScore: 102,
  awayScore: 99,
  league: { id: 1, name: "NBA", colour: "#1d428a" },
  home: team(410, "湖人", "Los Angeles Lakers"),
  away: team(411, "勇士", "Golden State Warriors"),
});

afterEach(cleanup);

describe("a basketball score row", () => {
  it("links both teams to their database pages, each with its crest, and no link inside another", () => {
    const { container } = renderWithIntl(
      <table>
        <BasketRowView
          row={row}
          columns={BASKET_COLUMNS.live}
          pinned={false}
          flash={0}
          timeZone="Asia/Shanghai"
          onPin={() => {}}
        />
      </table>,
    );
    const teamLink = (name: string) => screen.getByText(name).closest("a")?.getAttribute("href");
    expect(teamLink("湖人")).toBe("/database/lq/team/410");
    expect(teamLink("勇士")).toBe("/database/lq/team/411");
    const crests = [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(crests).toEqual([
      "/gateway/uploads/crests/410-0a1b2c3d4e.svg",
      "/gateway/uploads/crests/411-0a1b2c3d4e.svg",
    ]);
    expect(container.querySelector("a a")).toBeNull();
    expect(container.querySelector('a[href="/basketball/live/9"]')).not.toBeNull();
  });
});
