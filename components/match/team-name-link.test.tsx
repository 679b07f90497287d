// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TeamNameLink } from "./team-name-link";
import { TeamBadge } from "./team-badge";

vi.mock("next/link", () => import("@/components/anchor/test-kit/mocks"));
afterEach(cleanup);

const city = { id: 12, name: "曼城", logo: "/uploads/crests/12-ab12cd34ef.svg" };

describe("a team's name link with its crest", () => {
  it("is named once by the name it shows: the crest beside it is decorative", () => {
    render(<TeamNameLink sportId={1} team={city} crest={16} />);
    const link = screen.getByRole("link", { name: "曼城" });
    expect(link.getAttribute("href")).toBe("/database/fb/team/12");
    expect(link.querySelector("img")?.getAttribute("alt")).toBe("");
  });

  it("keeps the name as the alt of a crest shown alone", () => {
    render(<TeamBadge name="曼城" logo={city.logo} size={64} />);
    expect(screen.getByRole("img", { name: "曼城" })).toBeTruthy();
  });
});
