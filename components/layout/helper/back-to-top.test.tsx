// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BackToTop } from "./back-to-top";
import { showsBackToTop } from "./back-to-top-rule";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("back to top", () => {
  afterEach(() => {
    cleanup();
    scrollTo(0);
  });

  it("shows only after more than 100 px of scroll", () => {
    expect(showsBackToTop(0)).toBe(false);
    expect(showsBackToTop(100)).toBe(false);
    expect(showsBackToTop(101)).toBe(true);
  });

  it("appears past the threshold and scrolls smoothly to the top", () => {
    const scroll = vi.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    render(<BackToTop label="返回顶部" className="" />);
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();

    scrollTo(100);
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();

    scrollTo(240);
    fireEvent.click(screen.getByRole("button", { name: "返回顶部" }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });

    scrollTo(20);
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();
  });
});
