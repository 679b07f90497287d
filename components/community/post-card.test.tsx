// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PostItem } from "@/lib/contracts/community";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { PostCard } from "./post-card";

vi.mock("next/link", () => import("../anchor/test-kit/mocks"));

const attack = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
const post: PostItem = {
  id: 5,
  circleId: 3,
  circleName: "英超圈",
  author: { id: 9, nickName: "<b>球迷</b>", portrait: "", level: 4 },
  title: attack,
  content: `${attack}\n第二行`,
  images: ["/uploads/202611/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png"],
  likeCount: 12,
  commentCount: 3,
  collectCount: 0,
  createdAt: "2026-11-22T04:00:00.000Z",
  liked: true,
  collected: false,
};

afterEach(cleanup);

describe("PostCard", () => {
  it("shows the title, text and nickname as text, and links to the post's view in its circle", () => {
    const { container } = renderWithIntl(<PostCard post={post} onGone={() => {}} />);
    expect(screen.getByRole("heading", { name: attack })).toBeTruthy();
    expect(screen.getByText("<b>球迷</b>")).toBeTruthy();
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    // The only pictures are the avatar and the uploaded one, served through the gateway.
    const sources = Array.from(container.querySelectorAll("img")).map((img) => img.getAttribute("src"));
    expect(sources).toEqual([
      "/images/avatars/1.svg",
      "/gateway/uploads/202611/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png",
    ]);
    const links = Array.from(container.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    expect(links).toContain("/community/circle-detail/3?post=5");
    expect(links).toContain("/community/circle-detail/3");
    expect(screen.getByRole("button", { name: /已赞 12/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("评论 3")).toBeTruthy();
  });
});
