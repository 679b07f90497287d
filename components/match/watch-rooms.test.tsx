// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { cellContent } from "./score-list/row-cells";
import { sampleRow } from "./score-list/sample-rows";
import { WatchRooms } from "./watch-rooms";

vi.mock("next/link", () => import("@/components/anchor/test-kit/mocks"));
afterEach(cleanup);

const rooms = [
  { roomId: 1001, nickName: "球评老张", live: true },
  { roomId: 1007, nickName: "小鱼看球", live: false },
];

describe("where to watch", () => {
  it("links each room showing the match as 直播 with its anchor, the live one marked", () => {
    renderWithIntl(<WatchRooms rooms={rooms} />);
    const list = screen.getByRole("list", { name: "主播直播" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/live/room/1001", "/live/room/1007"]);
    expect(links.map((a) => a.textContent)).toEqual(["直播球评老张", "直播小鱼看球"]);
    expect(links[0].getAttribute("title")).toBe("球评老张的直播间（直播中）");
    expect(links[1].getAttribute("title")).toBe("小鱼看球的直播间（未开播）");
    expect(links.map((a) => a.hasAttribute("data-live"))).toEqual([true, false]);
  });

  it("marks no room as showing a match that is over, though it still lists them", () => {
    renderWithIntl(<WatchRooms rooms={rooms} over />);
    const pills = screen.getAllByText("直播");
    expect(pills).toHaveLength(2);
    expect(pills.some((p) => p.classList.contains("on-air"))).toBe(false);
    cleanup();
    renderWithIntl(<WatchRooms rooms={rooms} />);
    expect(screen.getAllByText("直播").map((p) => p.classList.contains("on-air"))).toEqual([true, false]);
  });

  it("renders nothing for a match no room shows", () => {
    const { container } = renderWithIntl(<WatchRooms rooms={[]} />);
    expect(container.textContent).toBe("");
  });

  it("fills a football row's 直播 cell, falling back to the live tab for a TV listing alone", () => {
    const t = ((key: string) => (key === "links.live" ? "观看直播" : key)) as never;
    const ctx = { t, timeZone: "Asia/Shanghai", multiDay: false };
    renderWithIntl(<>{cellContent("live", { ...ctx, row: sampleRow({ id: 5, watch: rooms }) })}</>);
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/live/room/1001",
      "/live/room/1007",
    ]);
    cleanup();
    renderWithIntl(<>{cellContent("live", { ...ctx, row: sampleRow({ id: 6, watch: [] }) })}</>);
    expect(screen.getByRole("link", { name: "观看直播" }).getAttribute("href")).toBe("/football/live/6");
  });
});
