// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, reply, resetFake } from "../test-kit/fake-http";
import { renderAsAnchor } from "../test-kit/render";
import { ZoneView } from "./zone-view";

vi.mock("@/lib/api/http", () => import("../test-kit/fake-http"));
vi.mock("next/link", () => import("../test-kit/mocks"));

const item = {
  id: 11,
  anchorId: 7,
  nickName: "解说老李",
  portrait: "",
  content: "今晚八点英超焦点战，直播间见！",
  images: ["/uploads/202505/a.png"],
  likeCount: 3,
  createdAt: "2025-05-01T12:00:00.000Z",
};

beforeEach(() => {
  resetFake();
  reply("GET", "/api/dynamic/list", { list: [item], total: 1, page: 1, pageSize: 10 });
});
afterEach(cleanup);

describe("/v/anchor-zone", () => {
  it("links to the public space and lists the anchor's posts", async () => {
    renderAsAnchor(<ZoneView />);
    expect(await screen.findByText(item.content)).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看我的主页" }).getAttribute("href")).toBe(
      "/personal/7?headerNavIndex=2",
    );
    expect(callsTo("GET", "/api/dynamic/list")[0].body).toMatchObject({ anchorId: 7, page: 1 });
  });

  it("counts characters and refuses empty or over-long posts with the contract's words", async () => {
    renderAsAnchor(<ZoneView />);
    const box = screen.getByRole("textbox", { name: "动态内容" });
    fireEvent.click(screen.getByRole("button", { name: "发布" }));
    expect(screen.getByText("请输入动态内容")).toBeTruthy();
    fireEvent.change(box, { target: { value: "球".repeat(501) } });
    expect(screen.getByText("501/500")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "发布" }));
    expect(screen.getByText("不能超过500个字")).toBeTruthy();
    expect(callsTo("JSON", "/api/dynamic/add")).toHaveLength(0);
  });

  it("posts, clears the box and refreshes the list", async () => {
    reply("JSON", "/api/dynamic/add", item, "发布成功");
    renderAsAnchor(<ZoneView />);
    await screen.findByText(item.content);
    const box = screen.getByRole("textbox", { name: "动态内容" }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "  赛后复盘今晚十点  " } });
    fireEvent.click(screen.getByRole("button", { name: "发布" }));
    await waitFor(() => expect(box.value).toBe(""));
    expect(callsTo("JSON", "/api/dynamic/add")[0].body).toEqual({ content: "赛后复盘今晚十点", images: [] });
    await waitFor(() => expect(callsTo("GET", "/api/dynamic/list").length).toBeGreaterThan(1));
  });

  it("deletes a post only after confirming", async () => {
    reply("JSON", "/api/dynamic/remove", { id: 11 }, "已删除");
    renderAsAnchor(<ZoneView />);
    await screen.findByText(item.content);
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    const dialog = screen.getByRole("dialog", { name: "删除动态" });
    expect(callsTo("JSON", "/api/dynamic/remove")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(callsTo("JSON", "/api/dynamic/remove")[0]?.body).toEqual({ id: 11 }));
  });
});
