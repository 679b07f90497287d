// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, refuse, reply, resetFake } from "../test-kit/fake-http";
import { DEMO_ANCHOR, renderAsAnchor } from "../test-kit/render";
import { ModerationView } from "./moderation-view";

vi.mock("@/lib/api/http", () => import("../test-kit/fake-http"));
vi.mock("next/link", () => import("../test-kit/mocks"));

const muted = (id: number, nickName: string) => ({
  id,
  roomId: 1001,
  userId: id + 100,
  nickName,
  portrait: "",
  until: "2025-05-02T12:00:00.000Z",
  operatorNickName: "解说老李",
  createdAt: "2025-05-01T12:00:00.000Z",
});
const manager = {
  id: 3,
  roomId: 1001,
  userId: 50,
  nickName: "铁杆球迷",
  portrait: "",
  level: 8,
  createdAt: "2025-05-01T12:00:00.000Z",
};

beforeEach(() => {
  resetFake();
  reply("GET", "/api/forbid/list", (q: unknown) => {
    const { page, nickName } = q as { page: number; nickName?: string };
    const all = [muted(1, "喷子甲"), muted(2, "喷子乙")].filter(
      (r) => !nickName || r.nickName.includes(nickName),
    );
    return { code: 200, message: "ok", data: { list: page === 1 ? all : [], total: 12, page, pageSize: 10 } };
  });
  reply("GET", "/api/manager/list", [manager]);
});
afterEach(cleanup);

describe("/v/anchor-chat", () => {
  it("lists the muted with search by nickname and pages", async () => {
    renderAsAnchor(<ModerationView />);
    expect(await screen.findByText("喷子甲")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "按昵称搜索禁言用户" }), {
      target: { value: "乙" },
    });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(screen.queryByText("喷子甲")).toBeNull());
    expect(callsTo("GET", "/api/forbid/list").at(-1)?.body).toMatchObject({
      roomId: 1001,
      page: 1,
      nickName: "乙",
    });
    expect(screen.getByText("第 1 / 2 页")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(callsTo("GET", "/api/forbid/list").at(-1)?.body).toMatchObject({ page: 2 }));
  });

  it("shows the server's refusal of a mute, and its success with the chosen length", async () => {
    refuse("GET", "/api/forbid/add", 404, "用户不存在");
    renderAsAnchor(<ModerationView />);
    const form = (await screen.findByRole("textbox", { name: "输入要禁言的用户昵称" })).closest("form")!;
    fireEvent.change(within(form).getByRole("textbox"), { target: { value: "没这个人" } });
    fireEvent.click(within(form).getByRole("button", { name: "禁言" }));
    expect(await within(form).findByRole("alert")).toHaveProperty("textContent", "用户不存在");

    reply("GET", "/api/forbid/add", muted(3, "喷子丙"), "禁言成功");
    fireEvent.change(within(form).getByRole("combobox", { name: "禁言时长" }), {
      target: { value: "10080" },
    });
    fireEvent.change(within(form).getByRole("textbox"), { target: { value: "喷子丙" } });
    fireEvent.click(within(form).getByRole("button", { name: "禁言" }));
    expect(await within(form).findByRole("status")).toHaveProperty("textContent", "禁言成功");
    expect(callsTo("GET", "/api/forbid/add").at(-1)?.body).toEqual({
      roomId: 1001,
      nickName: "喷子丙",
      duration: 10080,
    });
  });

  it("appoints a manager by nickname and dismisses one", async () => {
    reply("GET", "/api/manager/add", { ...manager, id: 4, nickName: "新房管" }, "任命成功");
    reply("GET", "/api/manager/remove", { id: 3, roomId: 1001 }, "已撤销房管");
    renderAsAnchor(<ModerationView />);
    expect(await screen.findByText("铁杆球迷")).toBeTruthy();
    expect(screen.getByText("1/10")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "输入要任命的用户昵称" }), {
      target: { value: "新房管" },
    });
    fireEvent.click(screen.getByRole("button", { name: "任命房管" }));
    expect(await screen.findByText("任命成功")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "撤销" }));
    await waitFor(() => expect(callsTo("GET", "/api/manager/remove")[0]?.body).toEqual({ id: 3 }));
  });

  it("asks for a nickname before sending", async () => {
    renderAsAnchor(<ModerationView />);
    fireEvent.click(await screen.findByRole("button", { name: "任命房管" }));
    expect(screen.getByText("请输入昵称")).toBeTruthy();
    expect(callsTo("GET", "/api/manager/add")).toHaveLength(0);
  });

  it("tells an anchor without a room", () => {
    renderAsAnchor(<ModerationView />, { ...DEMO_ANCHOR, roomId: null });
    expect(screen.getByRole("heading", { name: "直播间尚未开通" })).toBeTruthy();
  });
});
