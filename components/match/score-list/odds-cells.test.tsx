// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithIntl as render } from "@/tests/support/render-with-intl";
import { HandicapLine, TotalLine } from "./odds-cells";

afterEach(cleanup);

const odds = {
  handicap: 0.25,
  handicapHome: 0.92,
  handicapAway: 0.94,
  total: 2.75,
  over: 0.9,
  under: 0.96,
  opening: { handicap: 0.5, handicapHome: 1.02, handicapAway: 0.84, total: 2.5, over: 0.86, under: 1.0 },
};

describe("the list's odds cells", () => {
  it("show a result's opening line (初盘) above the one it kicked off on (终盘)", () => {
    const { container } = render(
      <>
        <HandicapLine odds={odds} withOpening />
        <TotalLine odds={odds} withOpening />
      </>,
    );
    const text = container.textContent!;
    expect(text.indexOf("1.02")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("1.02")).toBeLessThan(text.indexOf("0.92"));
    expect(text.indexOf("0.86")).toBeLessThan(text.indexOf("0.90"));
    const [opening, closing] = container.querySelector(".odds-quotes")!.children;
    expect(opening.textContent).toBe("初1.02半球0.84");
    expect(closing.textContent).toMatch(/^终0\.92.+0\.94$/);
  });

  it("show the current line alone for a match not finished", () => {
    const { container } = render(<HandicapLine odds={odds} />);
    expect(container.textContent).toContain("0.92");
    expect(container.textContent).not.toContain("1.02");
  });
});
