// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

import { captchaApi, captchaClientUid } from "./captcha";
import { http } from "./http";

vi.mock("./http", () => ({ http: { get: vi.fn(), postJson: vi.fn() } }));

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe("captchaClientUid", () => {
  it("keeps one id per captcha kind in localStorage, as AJ-Captcha does", () => {
    const point = captchaClientUid("clickWord");
    expect(point).toMatch(/^point-/);
    expect(localStorage.getItem("point")).toBe(point);
    expect(captchaClientUid("clickWord")).toBe(point);
    expect(captchaClientUid("blockPuzzle")).toMatch(/^slider-/);
  });
});

describe("captchaApi", () => {
  it("asks for a challenge with its client id and a timestamp", async () => {
    const repData = { originalImageBase64: "x", token: "t", secretKey: "k" };
    vi.mocked(http.postJson).mockResolvedValue({
      code: 200,
      message: "ok",
      data: { repCode: "0000", repMsg: "成功", repData },
    });
    await expect(captchaApi.get("clickWord")).resolves.toMatchObject({ repCode: "0000", repData });
    expect(http.postJson).toHaveBeenCalledWith("/inform/captcha/get", {
      captchaType: "clickWord",
      clientUid: localStorage.getItem("point"),
      ts: expect.any(Number),
    });
  });

  it("turns a failed call into a repMsg the widget can show", async () => {
    vi.mocked(http.postJson).mockResolvedValue({
      code: 0,
      message: "网络异常，请检查网络后重试",
      data: null,
    });
    await expect(captchaApi.check("clickWord", "p", "t")).resolves.toEqual({
      repCode: "0",
      repMsg: "网络异常，请检查网络后重试",
      repData: null,
    });
  });

  it("reads the second slider in AJ's shape or as a bare challenge", async () => {
    const challenge = { token: "t", tari: "data:a", slii: "data:b", coox: 100, cooy: 20 };
    vi.mocked(http.get).mockResolvedValueOnce({
      code: 200,
      message: "ok",
      data: { repCode: "0000", repMsg: "成功", repData: challenge },
    });
    await expect(captchaApi.sliding()).resolves.toMatchObject({ repCode: "0000", repData: challenge });
    vi.mocked(http.get).mockResolvedValueOnce({ code: 200, message: "ok", data: challenge });
    await expect(captchaApi.sliding()).resolves.toMatchObject({ repCode: "0000", repData: challenge });
  });
});
