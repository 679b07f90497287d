// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlaybackDetail } from "@/lib/contracts/playback";
import { useUiStore } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { PlaybackWatch } from "./playback-watch";
import { renderWithIntl } from "@/tests/support/render-with-intl";

const api = vi.hoisted(() => ({
  fetchPlaybackDetail: vi.fn(),
  fetchHighlightDetail: vi.fn(),
  payHighlight: vi.fn(),
}));
vi.mock("@/lib/api/playback-client", () => api);
vi.mock("@/components/player/vod-player", () => ({
  VodPlayer: ({ src }: { src: string }) => <video data-testid="live-video" data-src={src} />,
}));
const cookie = vi.hoisted(() => ({ value: "" }));
vi.mock("js-cookie", () => ({ default: { get: () => cookie.value, set: vi.fn(), remove: vi.fn() } }));

const highlight: PlaybackDetail = {
  recordId: 7,
  kind: 2,
  roomId: null,
  title: "NBA 火箭 103-126 独行侠 全场集锦",
  cover: "",
  thumb: "",
  duration: 60,
  playCount: 3,
  price: 20,
  createdAt: "2026-11-22T00:00:00.000Z",
  match: null,
  anchor: null,
  videoUrl: null,
  paid: false,
};
const ok = (data: PlaybackDetail) => ({ code: 200, message: "success", data });
const viewer = {
  id: 5,
  nickName: "球迷",
  portrait: "",
  level: 1,
  isAnchor: 0 as const,
  isExpert: 0 as const,
};

function renderWatch(initial: PlaybackDetail) {
  return renderWithIntl(<PlaybackWatch initial={initial} source="highlight" />);
}

/** The media process's answers to the player's first ask: 202 with progress while a replay renders. */
const media = vi.hoisted(() => ({ answers: [] as Response[] }));

beforeEach(() => {
  cookie.value = "";
  vi.clearAllMocks();
  media.answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => media.answers.shift() ?? new Response(null, { status: 200 })),
  );
  useUserStore.setState({ auth: "", userInfo: null, showLoginModel: false, balancesInfo: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PlaybackWatch", () => {
  it("asks a visitor to sign in, through the login modal, without asking for a link", async () => {
    renderWatch(highlight);
    await act(async () => {});
    fireEvent.click(screen.getByRole("button", { name: "立即登录" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
    expect(api.fetchHighlightDetail).not.toHaveBeenCalled();
  });

  it("shows the price of a highlight not bought, pays, then plays the link it gets", async () => {
    cookie.value = "1";
    useUserStore.setState({ auth: "1", userInfo: viewer, balancesInfo: { balance: 5000, ticket: 0 } });
    api.fetchHighlightDetail
      .mockResolvedValueOnce(ok(highlight))
      .mockResolvedValueOnce(ok({ ...highlight, paid: true, videoUrl: "http://m/playback/p.flv?e=1&s=x" }));
    api.payHighlight.mockResolvedValue({ code: 200, message: "解锁成功", data: { paid: true } });
    renderWatch(highlight);
    const pay = await screen.findByRole("button", { name: "支付 20 钻石解锁" });
    expect(screen.getByText("当前余额 5000 钻石")).toBeTruthy();
    fireEvent.click(pay);
    expect(api.payHighlight).toHaveBeenCalledWith(7);
    const video = await screen.findByTestId("live-video");
    expect(video.getAttribute("data-src")).toBe("http://m/playback/p.flv?e=1&s=x");
  });

  it("keeps the prompt and says why when paying fails", async () => {
    cookie.value = "1";
    useUserStore.setState({ auth: "1", userInfo: viewer });
    api.fetchHighlightDetail.mockResolvedValue(ok(highlight));
    api.payHighlight.mockResolvedValue({ code: 30001, message: "钻石余额不足", data: null });
    renderWatch(highlight);
    fireEvent.click(await screen.findByRole("button", { name: "支付 20 钻石解锁" }));
    await waitFor(() => expect(useUiStore.getState().toasts.map((t) => t.message)).toContain("钻石余额不足"));
    expect(screen.getByRole("button", { name: "支付 20 钻石解锁" })).toBeTruthy();
    expect(api.fetchHighlightDetail).toHaveBeenCalledTimes(1);
  });

  it("shows 回放生成中 with the media's progress while a replay renders, then plays it", async () => {
    cookie.value = "1";
    useUserStore.setState({ auth: "1", userInfo: viewer });
    const replay = {
      ...highlight,
      kind: 1,
      price: 0,
      paid: true,
      videoUrl: "http://m/playback/replay-9.flv?s=x",
    };
    api.fetchPlaybackDetail.mockResolvedValue(ok(replay));
    const rendering = new Response(null, { status: 202, headers: { "X-Render-Progress": "0.420" } });
    media.answers = [rendering];
    renderWithIntl(<PlaybackWatch initial={replay} source="playback" />);
    expect(await screen.findByText("回放生成中")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("42");
    const video = await screen.findByTestId("live-video", {}, { timeout: 5000 });
    expect(video.getAttribute("data-src")).toBe(replay.videoUrl);
  });

  it("says so when the media process cannot render the replay", async () => {
    cookie.value = "1";
    useUserStore.setState({ auth: "1", userInfo: viewer });
    const replay = {
      ...highlight,
      kind: 1,
      price: 0,
      paid: true,
      videoUrl: "http://m/playback/replay-9.flv?s=x",
    };
    api.fetchPlaybackDetail.mockResolvedValue(ok(replay));
    media.answers = [new Response("回放文件无法读取", { status: 500 })];
    renderWithIntl(<PlaybackWatch initial={replay} source="playback" />);
    expect(await screen.findByText("回放生成失败，请稍后再试")).toBeTruthy();
    expect(screen.queryByTestId("live-video")).toBeNull();
  });
});
