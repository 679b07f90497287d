// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useUserStore } from "@/stores/user-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { ArticleComments } from "./article-comments";
import { ArticleTools } from "./article-tools";

vi.mock("next/link", () => import("@/components/anchor/test-kit/mocks"));

const api = vi.hoisted(() => ({
  readArticle: vi.fn(),
  setArticleCollected: vi.fn(),
  fetchArticleComments: vi.fn(),
  addArticleComment: vi.fn(),
}));
vi.mock("@/lib/api/news-client", () => api);

const ok = <T,>(data: T) => Promise.resolve({ code: 200, message: "success", data });

beforeEach(() => {
  useUserStore.setState({ auth: "1", showLoginModel: false });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("ArticleTools", () => {
  it("counts the view, shows the read count and toggles the collect, linking to 我的收藏", async () => {
    api.readArticle.mockReturnValue(ok({ id: 7, readCount: 1234, collected: false }));
    api.setArticleCollected.mockReturnValue(ok({ collectId: 7, collected: true }));
    renderWithIntl(<ArticleTools id={7} initialReads={3} />);
    await waitFor(() => expect(screen.getByTestId("read-count").textContent).toBe("1234阅读"));
    expect(api.readArticle).toHaveBeenCalledWith(7);
    expect(screen.queryByRole("link", { name: "我的收藏" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "收藏" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "已收藏" }).getAttribute("aria-pressed")).toBe("true"),
    );
    expect(api.setArticleCollected).toHaveBeenCalledWith(7, true);
    expect(screen.getByRole("link", { name: "我的收藏" }).getAttribute("href")).toBe("/v/collection");
  });

  it("a visitor is asked to sign in instead of collecting", async () => {
    useUserStore.setState({ auth: "" });
    api.readArticle.mockReturnValue(ok({ id: 7, readCount: 5, collected: false }));
    renderWithIntl(<ArticleTools id={7} initialReads={5} />);
    fireEvent.click(screen.getByRole("button", { name: "收藏" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
    expect(api.setArticleCollected).not.toHaveBeenCalled();
  });
});

describe("ArticleComments", () => {
  it("shows what readers wrote as text, markup included", async () => {
    const xss = '<img src=x onerror="alert(1)"><b>粗</b>';
    api.fetchArticleComments.mockReturnValue(
      ok({
        list: [
          {
            id: 1,
            articleId: 7,
            content: xss,
            createdAt: "2026-11-22T04:00:00.000Z",
            user: { id: 2, nickName: "<script>x</script>", portrait: "/images/avatars/1.svg" },
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    );
    const { container } = renderWithIntl(<ArticleComments articleId={7} />);
    await waitFor(() => expect(screen.getByText(xss)).toBeTruthy());
    expect(screen.getByText("<script>x</script>")).toBeTruthy();
    expect(container.querySelector("img[src=x], b, script")).toBeNull();
    expect(screen.getByRole("heading", { name: "评论 (1)" })).toBeTruthy();
  });
});
