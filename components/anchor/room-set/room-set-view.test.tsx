// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomSettings } from "@/lib/api/anchor";
import { callsTo, refuse, reply, resetFake } from "../test-kit/fake-http";
import { renderAsAnchor } from "../test-kit/render";
import { RoomSetView } from "./room-set-view";

vi.mock("@/lib/api/http", () => import("../test-kit/fake-http"));
vi.mock("next/link", () => import("../test-kit/mocks"));

const SETTINGS: RoomSettings = {
  roomId: 1001,
  title: "老李聊英超",
  navId: 1,
  cover: "",
  notice: "",
  matchId: 0,
  onAir: 0,
  liveStatus: 0,
  match: null,
};
const PUSH = {
  roomId: 1001,
  pushUrl: "rtmp://127.0.0.1:1935/live",
  streamKey: "room1001?key=old-secret",
  pullUrl: "http://127.0.0.1:3002/live/room1001.flv",
  liveStatus: 0,
};

beforeEach(() => {
  resetFake();
  reply("GET", "/api/room/settings", SETTINGS);
  reply("GET", "/api/room/push-info", PUSH);
  reply("GET", "/api/nav/list", [{ navId: 1, name: "足球", liveCount: 2 }]);
});
afterEach(cleanup);

describe("/v/anchor-room-set", () => {
  it("goes up with a JSON POST of the room id and shows that it waits for the stream", async () => {
    reply("JSON", "/api/room/up", { ...SETTINGS, onAir: 1 });
    renderAsAnchor(<RoomSetView />);
    expect(await screen.findByText("未开播")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "开播" }));
    expect(await screen.findByText("已开播，等待推流")).toBeTruthy();
    expect(callsTo("JSON", "/api/room/up")[0].body).toEqual({ roomId: 1001 });
    expect(screen.getByRole("button", { name: "下播" })).toBeTruthy();
  });

  it("goes down with GET /api/room/down?roomId while live", async () => {
    reply("GET", "/api/room/settings", { ...SETTINGS, onAir: 1, liveStatus: 1 });
    reply("GET", "/api/room/down", { ...SETTINGS, onAir: 0, liveStatus: 0 });
    renderAsAnchor(<RoomSetView />);
    expect(await screen.findByText("直播中")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "下播" }));
    expect(await screen.findByText("未开播")).toBeTruthy();
    expect(callsTo("GET", "/api/room/down")[0].body).toEqual({ roomId: 1001 });
  });

  it("hides the stream key until asked and regenerates it only after the confirm dialog", async () => {
    reply("POST", "/api/room/regenerate-key", { ...PUSH, streamKey: "room1001?key=new-secret" });
    renderAsAnchor(<RoomSetView />);
    expect((await screen.findByLabelText("服务器地址")).textContent).toBe(PUSH.pushUrl);
    expect(screen.queryByText(PUSH.streamKey)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "显示" }));
    expect(screen.getByLabelText("串流密钥").textContent).toBe(PUSH.streamKey);

    fireEvent.click(screen.getByRole("button", { name: "重新生成密钥" }));
    const dialog = screen.getByRole("dialog", { name: "重新生成串流密钥" });
    expect(callsTo("POST", "/api/room/regenerate-key")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "确定重新生成" }));
    expect(await screen.findByText("room1001?key=new-secret")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("validates the title before saving and shows the server's refusal", async () => {
    refuse("JSON", "/api/room/settings", 400, "比赛已结束超过3小时，不能绑定");
    renderAsAnchor(<RoomSetView />);
    const title = await screen.findByRole("textbox", { name: "直播间标题" });
    fireEvent.change(title, { target: { value: "李" } });
    fireEvent.click(screen.getByRole("button", { name: "保存设置" }));
    expect(screen.getByRole("alert").textContent).toBe("直播间标题至少2个字");
    expect(callsTo("JSON", "/api/room/settings")).toHaveLength(0);

    fireEvent.change(title, { target: { value: "老李聊欧冠" } });
    fireEvent.click(screen.getByRole("button", { name: "保存设置" }));
    expect(await screen.findByText("比赛已结束超过3小时，不能绑定")).toBeTruthy();
    expect(callsTo("JSON", "/api/room/settings")[0].body).toEqual({
      title: "老李聊欧冠",
      navId: 1,
      notice: "",
      cover: "",
      matchId: 0,
    });
  });
});
