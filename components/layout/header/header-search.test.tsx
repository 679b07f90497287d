// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { HeaderSearch } from "./header-search";
import { SEARCH_HISTORY_KEY } from "./search-history";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const hotAnswer = vi.fn();
const suggestAnswer = vi.fn();
vi.mock("@/lib/api/http", () => ({
  http: {
    get: (url: string, ...rest: unknown[]) =>
      url === "/api/search/suggest" ? suggestAnswer(url, ...rest) : hotAnswer(url, ...rest),
  },
}));

const UNITED = {
  kind: "team",
  id: 12,
  sportId: 1,
  name: "曼彻斯特联",
  detail: "曼联",
  href: "/football/live/345",
};

const HOT = ["湖人", "梅西", "英超", "C罗", "欧冠", "皇马", "NBA"].map((word) => ({ word }));

async function openPanel() {
  renderWithIntl(<HeaderSearch />);
  const input = screen.getByRole("searchbox", { name: "站内搜索" });
  await act(async () => fireEvent.focus(input));
  // The panel's code loads on the first focus.
  await screen.findByRole("region", { name: "搜索历史" });
  return input;
}

describe("header search", () => {
  beforeEach(() => {
    localStorage.clear();
    push.mockReset();
    hotAnswer.mockReset().mockResolvedValue({ code: 200, message: "ok", data: HOT });
    suggestAnswer.mockReset().mockResolvedValue({ code: 200, message: "ok", data: [] });
  });
  afterEach(cleanup);

  it("shows the stored history newest first and clears it with 清空", async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(["皇马", "湖人"]));
    await openPanel();
    const history = screen.getByRole("region", { name: "搜索历史" });
    expect([...history.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["皇马", "湖人"]);

    fireEvent.click(screen.getByRole("button", { name: "清空" }));
    expect(screen.getByText("暂无搜索历史")).toBeTruthy();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it("shows five hot searches and the rest behind 更多", async () => {
    await openPanel();
    expect(hotAnswer).toHaveBeenCalledWith("/api/search/hot");
    const hot = screen.getByRole("region", { name: "热门搜索" });
    expect(hot.querySelectorAll("li")).toHaveLength(5);

    fireEvent.click(screen.getByRole("button", { name: "更多" }));
    expect(hot.querySelectorAll("li")).toHaveLength(7);
    fireEvent.click(screen.getByRole("button", { name: "收起" }));
    expect(hot.querySelectorAll("li")).toHaveLength(5);
  });

  it("searches on Enter, records the word and ignores blank input", async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(["梅西", "湖人"]));
    const input = await openPanel();

    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.submit(input);
    expect(push).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: " 湖人 " } });
    fireEvent.submit(input);
    expect(push).toHaveBeenCalledWith("/search?word=%E6%B9%96%E4%BA%BA");
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? "[]")).toEqual(["湖人", "梅西"]);
  });

  it("searches a hot word when it is clicked", async () => {
    await openPanel();
    fireEvent.click(screen.getByRole("button", { name: /C罗/ }));
    expect(push).toHaveBeenCalledWith("/search?word=C%E7%BD%97");
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? "[]")).toEqual(["C罗"]);
  });

  it("suggests while typing, grouped by kind, and a pick leads to its page", async () => {
    suggestAnswer.mockResolvedValue({ code: 200, message: "ok", data: [{ kind: "team", hits: [UNITED] }] });
    const input = await openPanel();
    fireEvent.change(input, { target: { value: "曼" } });
    fireEvent.change(input, { target: { value: "曼联" } });
    const pickButton = await screen.findByRole("button", { name: /曼彻斯特联/ });
    // Typing pauses once: one question, for the last word.
    expect(suggestAnswer).toHaveBeenCalledTimes(1);
    expect(suggestAnswer).toHaveBeenCalledWith("/api/search/suggest", { word: "曼联" });
    expect(screen.getByRole("region", { name: "搜索建议" }).textContent).toContain("球队");
    fireEvent.click(pickButton);
    expect(push).toHaveBeenCalledWith("/football/live/345");
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? "[]")).toEqual(["曼联"]);
  });

  it("says when nothing matches and still offers the full search", async () => {
    const input = await openPanel();
    fireEvent.change(input, { target: { value: "zzqq" } });
    expect(await screen.findByText("没有匹配的球员、球队或赛事，按回车搜索全部")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "查看“zzqq”的全部结果" }));
    expect(push).toHaveBeenCalledWith("/search?word=zzqq");
  });
});
