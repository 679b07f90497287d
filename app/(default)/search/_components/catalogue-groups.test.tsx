// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SearchGroups } from "@/lib/contracts/search";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { CatalogueGroups } from "./catalogue-groups";

const groups: SearchGroups = [
  {
    kind: "player",
    hits: [
      {
        kind: "player",
        id: 7,
        sportId: 2,
        name: "勒布朗·詹姆斯",
        detail: "湖人 · 小前锋",
        href: "/basketball/live/9",
      },
      {
        kind: "player",
        id: 8,
        sportId: 1,
        name: "詹姆斯·沃德",
        detail: "水晶宫 · 后卫",
        href: "/football/live/3",
      },
    ],
  },
  {
    kind: "article",
    hits: [
      {
        kind: "article",
        id: 10001,
        sportId: 2,
        name: "詹姆斯再创纪录",
        detail: "编辑部",
        href: "/news/10001",
      },
    ],
  },
];

afterEach(cleanup);

describe("CatalogueGroups", () => {
  it("shows each kind as a titled group in the order given, each hit linking to its page", () => {
    renderWithIntl(<CatalogueGroups groups={groups} />);
    const sections = screen.getAllByRole("region");
    expect(sections.map((s) => s.getAttribute("aria-label"))).toEqual(["球员", "文章"]);
    expect(within(sections[0]!).getByRole("heading").textContent).toBe("球员（2）");
    const links = within(sections[0]!).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual([
      "勒布朗·詹姆斯湖人 · 小前锋",
      "詹姆斯·沃德水晶宫 · 后卫",
    ]);
    expect(links[0]!.getAttribute("href")).toBe("/basketball/live/9");
    expect(within(sections[1]!).getByRole("link").getAttribute("href")).toBe("/news/10001");
  });

  it("renders nothing without groups", () => {
    const { container } = renderWithIntl(<CatalogueGroups groups={[]} />);
    expect(container.textContent).toBe("");
  });
});
