// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuditInfo } from "@/lib/api/anchor";
import { callsTo, refuse, reply, resetFake } from "../test-kit/fake-http";
import { DEMO_ANCHOR, signIn } from "../test-kit/render";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { ApplyView } from "./apply-view";

vi.mock("@/lib/api/http", () => import("../test-kit/fake-http"));
vi.mock("next/link", () => import("../test-kit/mocks"));

const FAN = { ...DEMO_ANCHOR, id: 9, nickName: "演示球迷", isAnchor: 0 as const, roomId: null };
const NAVS = [
  { navId: 1, name: "足球", liveCount: 3 },
  { navId: 2, name: "篮球", liveCount: 1 },
];
const application = {
  id: 5,
  navId: 1,
  roomTitle: "老王聊英超",
  intro: "十年英超球迷，擅长战术分析与赛前前瞻。",
  experience: "",
  contact: "",
  rejectReason: "个人介绍过于简单",
  createdAt: "2025-05-01T12:00:00.000Z",
  reviewedAt: null,
};
const info = (over: Partial<AuditInfo>): AuditInfo => ({
  status: -1,
  realNameDone: true,
  application: null,
  ...over,
});

beforeEach(() => {
  resetFake();
  signIn(FAN);
  reply("GET", "/api/nav/list", NAVS);
});
afterEach(cleanup);

const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
const alerts = () => screen.getAllByRole("alert").map((e) => e.textContent);

describe("/v/apply", () => {
  it("shows the contract's messages for an empty form and sends nothing", async () => {
    reply("GET", "/api/audit/info", info({}));
    renderWithIntl(<ApplyView />);
    fireEvent.click(await screen.findByRole("button", { name: "提交申请" }));
    expect(alerts()).toEqual(["请选择直播分类", "直播间标题至少2个字", "个人介绍至少10个字"]);
    expect(callsTo("JSON", "/api/audit/submit")).toHaveLength(0);
  });

  it("requires real-name verification first, with a link to the form", async () => {
    reply("GET", "/api/audit/info", info({ realNameDone: false }));
    renderWithIntl(<ApplyView />);
    const link = await screen.findByRole("link", { name: "去实名认证" });
    expect(link.getAttribute("href")).toBe("/user/comFormPage?type=realName");
    expect((screen.getByRole("button", { name: "提交申请" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("submits a valid application as JSON and then shows 审核中", async () => {
    reply("GET", "/api/audit/info", info({}));
    reply(
      "JSON",
      "/api/audit/submit",
      info({ status: 0, application: { ...application, rejectReason: "" } }),
    );
    renderWithIntl(<ApplyView />);
    await screen.findByRole("option", { name: "足球" });
    fireEvent.change(screen.getByRole("combobox", { name: "直播分类" }), { target: { value: "1" } });
    fill("直播间标题", "老王聊英超");
    fill("个人介绍", application.intro);
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    expect(await screen.findByText("审核中")).toBeTruthy();
    expect(callsTo("JSON", "/api/audit/submit")[0].body).toEqual({
      navId: 1,
      roomTitle: "老王聊英超",
      intro: application.intro,
      experience: "",
      contact: "",
    });
    expect(screen.getByText("足球")).toBeTruthy();
  });

  it("shows the server's refusal under the form", async () => {
    reply("GET", "/api/audit/info", info({}));
    refuse("JSON", "/api/audit/submit", 400, "你的申请正在审核中，请勿重复提交");
    renderWithIntl(<ApplyView />);
    await screen.findByRole("option", { name: "篮球" });
    fireEvent.change(screen.getByRole("combobox", { name: "直播分类" }), { target: { value: "2" } });
    fill("直播间标题", "篮下风云");
    fill("个人介绍", application.intro);
    fireEvent.click(screen.getByRole("button", { name: "提交申请" }));
    expect(await screen.findByText("你的申请正在审核中，请勿重复提交")).toBeTruthy();
  });

  it("shows a rejection's reason and re-applies from the old application", async () => {
    reply("GET", "/api/audit/info", info({ status: 2, application }));
    renderWithIntl(<ApplyView />);
    expect(await screen.findByText("未通过")).toBeTruthy();
    expect(screen.getByText("个人介绍过于简单")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "重新申请" }));
    expect((screen.getByRole("textbox", { name: "直播间标题" }) as HTMLInputElement).value).toBe(
      "老王聊英超",
    );
  });

  it("sends an approved applicant to the room settings", async () => {
    reply("GET", "/api/audit/info", info({ status: 1, application }));
    reply("GET", "/user/center/info", { ...FAN, isAnchor: 1, roomId: 1002 });
    renderWithIntl(<ApplyView />);
    const link = await screen.findByRole("link", { name: "去开播设置" });
    expect(link.getAttribute("href")).toBe("/v/anchor-room-set");
    await waitFor(() => expect(callsTo("GET", "/user/center/info")).toHaveLength(1));
  });
});
