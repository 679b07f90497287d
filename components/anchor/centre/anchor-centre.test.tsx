// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, reply, resetFake } from "../test-kit/fake-http";
import { DEMO_ANCHOR, renderAsAnchor } from "../test-kit/render";
import { AnchorCentre } from "./anchor-centre";

vi.mock("@/lib/api/http", () => import("../test-kit/fake-http"));
vi.mock("next/link", () => import("../test-kit/mocks"));

const CENTER = {
  ...DEMO_ANCHOR,
  mobile: "139****9000",
  signature: "每晚解说英超",
  gender: 1,
  birthday: "",
  city: "",
  hasPassword: true,
  realNameVerified: true,
  fans: 12345,
  follows: 3,
};
const entry = (userId: number, total: number) => ({
  rank: 1,
  userId,
  nickName: `观众${userId}`,
  portrait: "",
  level: 1,
  total,
});

beforeEach(() => {
  resetFake();
  reply("GET", "/user/center/info", CENTER);
  reply("GET", "/api/room/settings", {
    roomId: 1001,
    title: "老李聊英超",
    navId: 1,
    cover: "",
    notice: "",
    matchId: 0,
    onAir: 1,
    liveStatus: 1,
    match: null,
  });
  reply("GET", "/pay/room/user/rank", { range: "day", list: [entry(1, 520), entry(2, 1314)] });
});
afterEach(cleanup);

describe("/v/anchor-set", () => {
  it("shows the room status, fans and the day's gifts summed from the day's contributors", async () => {
    renderAsAnchor(<AnchorCentre />);
    expect(await screen.findByText("12,345")).toBeTruthy();
    expect(await screen.findByText("1,834")).toBeTruthy();
    expect(screen.getByText("2位观众送出")).toBeTruthy();
    expect(screen.getByText("直播中")).toBeTruthy();
    expect(callsTo("GET", "/pay/room/user/rank")[0].body).toMatchObject({ anchorId: 7, range: "day" });
    expect(screen.getByRole("link", { name: "我的直播间" }).getAttribute("href")).toBe("/live/room/1001");
  });

  it("saves the signature through the profile api and refuses one over 60 characters", async () => {
    reply("JSON", "/user/center/updateInfo", { ...CENTER, signature: "周末解说西甲" }, "修改成功");
    renderAsAnchor(<AnchorCentre />);
    const box = await screen.findByRole("textbox", { name: "个性签名" });
    fireEvent.change(box, { target: { value: "球".repeat(61) } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(screen.getByRole("alert").textContent).toBe("不能超过60个字");
    fireEvent.change(box, { target: { value: "周末解说西甲" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(callsTo("JSON", "/user/center/updateInfo")[0]?.body).toEqual({ signature: "周末解说西甲" }),
    );
  });
});
