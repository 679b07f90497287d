// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Banner } from "@/lib/contracts/rooms";
import { INNER_PAGE_JUMP_TYPE } from "@/lib/jump";
import { BannerCarousel } from "./banner-carousel";
import { bannerSlides } from "./banner-slides";
import { renderWithIntl } from "@/tests/support/render-with-intl";

const banner = (id: number, over: Partial<Banner>): Banner => ({
  id,
  title: `第${id}张`,
  image: `data:image/svg+xml,${id}`,
  jumpType: INNER_PAGE_JUMP_TYPE,
  innerId: null,
  targetId: null,
  url: "",
  ...over,
});

const banners = [
  banner(1, { innerId: 8 }),
  banner(2, { jumpType: 2, url: "/live/room/1001" }),
  banner(3, { jumpType: 0, url: "" }),
];

const renderCarousel = (list: Banner[]) => renderWithIntl(<BannerCarousel slides={bannerSlides(list)} />);

const activeSlide = () => document.querySelector('[aria-roledescription="slide"][aria-hidden="false"]');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("BannerCarousel", () => {
  it("leads each slide where the SPEC jump helper says", () => {
    renderCarousel(banners);
    const [first, second] = screen.getAllByRole("link", { hidden: true });
    expect(first.getAttribute("href")).toBe("/live/all");
    expect(second.getAttribute("href")).toBe("/live/room/1001");
    // An empty jump type leads nowhere: a plain slide, not a link.
    expect(screen.getAllByRole("link", { hidden: true })).toHaveLength(2);
  });

  it("sends a protocol-relative link off the site as the outer link it is", () => {
    renderCarousel([banner(4, { jumpType: 2, url: "//evil.example/promo" }), banner(5, { innerId: 1 })]);
    const [outer, inner] = screen.getAllByRole("link", { hidden: true });
    expect(outer.getAttribute("href")).toBe("https://evil.example/promo");
    expect(outer.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(inner.getAttribute("href")).toBe("/football");
    expect(inner.getAttribute("rel")).toBe("noopener");
  });

  it("turns on its own and jumps to a slide from its dot", () => {
    renderCarousel(banners);
    expect(activeSlide()?.getAttribute("aria-label")).toBe("第1张（第1张，共3张）");
    act(() => void vi.advanceTimersByTime(5_000));
    expect(activeSlide()?.getAttribute("aria-label")).toContain("第2张，共3张");
    fireEvent.click(screen.getByRole("button", { name: "第3张" }));
    expect(activeSlide()?.getAttribute("aria-label")).toContain("第3张，共3张");
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    expect(activeSlide()?.getAttribute("aria-label")).toContain("第1张，共3张");
  });

  it("stays put while hovered", () => {
    renderCarousel(banners);
    fireEvent.mouseEnter(screen.getByRole("region", { name: "精彩推荐" }));
    act(() => void vi.advanceTimersByTime(15_000));
    expect(activeSlide()?.getAttribute("aria-label")).toContain("第1张，共3张");
  });

  it("renders nothing without banners", () => {
    const { container } = renderCarousel([]);
    expect(container.innerHTML).toBe("");
  });
});
