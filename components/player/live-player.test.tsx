// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LivePlayer } from "./live-player";
import { VodPlayer } from "./vod-player";
import { renderWithIntl } from "@/tests/support/render-with-intl";

type Handler = (...args: unknown[]) => void;

class FakeFlvPlayer {
  handlers = new Map<string, Handler[]>();
  seekedTo: number[] = [];
  media: HTMLVideoElement | null = null;
  constructor(
    readonly source: { url: string; isLive: boolean },
    readonly config: Record<string, unknown>,
  ) {}
  on(event: string, h: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), h]);
  }
  emit(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
  attachMediaElement(v: HTMLVideoElement) {
    this.media = v;
  }
  set currentTime(t: number) {
    this.seekedTo.push(t);
  }
  load = vi.fn();
  play = vi.fn(() => playImpl());
  pause = vi.fn();
  unload = vi.fn();
  detachMediaElement = vi.fn();
  destroy = vi.fn();
}

let players: FakeFlvPlayer[] = [];
let playImpl: () => Promise<void> = () => Promise.resolve();

vi.mock("flv.js", () => ({
  default: {
    isSupported: () => true,
    createPlayer: (source: FakeFlvPlayer["source"], config: Record<string, unknown>) => {
      const p = new FakeFlvPlayer(source, config);
      players.push(p);
      return p;
    },
    Events: { ERROR: "error", LOADING_COMPLETE: "loading_complete" },
  },
}));

const flush = () => act(async () => {});
const video = () => screen.getByTestId("live-video") as HTMLVideoElement;
const ranges = (...pairs: [number, number][]) => ({
  length: pairs.length,
  start: (i: number) => pairs[i][0],
  end: (i: number) => pairs[i][1],
});
const fire = (type: string) => act(() => void video().dispatchEvent(new Event(type)));

beforeEach(() => {
  players = [];
  playImpl = () => Promise.resolve();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("LivePlayer", () => {
  it("shows the offline state without loading flv.js when there is no stream", async () => {
    const onState = vi.fn();
    renderWithIntl(<LivePlayer src={null} isLive offline={<p>主播赛程</p>} onStateChange={onState} />);
    await flush();
    expect(screen.getByText("主播赛程")).toBeTruthy();
    expect(screen.queryByTestId("live-video")).toBeNull();
    expect(players).toHaveLength(0);
    expect(onState).toHaveBeenLastCalledWith("offline");
  });

  it("plays a live stream with the low-latency settings and reports playing", async () => {
    const onState = vi.fn();
    renderWithIntl(<LivePlayer src="http://m/live/room1.flv" isLive onStateChange={onState} />);
    await flush();
    expect(players).toHaveLength(1);
    expect(players[0].source).toMatchObject({ type: "flv", isLive: true, url: "http://m/live/room1.flv" });
    expect(players[0].config).toMatchObject({ enableStashBuffer: false, stashInitialSize: 524_288 });
    expect(players[0].media).toBe(video());
    expect(onState).toHaveBeenLastCalledWith("loading");
    await fire("playing");
    expect(onState).toHaveBeenLastCalledWith("playing");
    expect(screen.getByRole("button", { name: "刷新直播" })).toBeTruthy();
  });

  it("starts muted when sound is refused and offers to turn it on", async () => {
    playImpl = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error("no gesture"), { name: "NotAllowedError" }))
      .mockResolvedValue(undefined);
    renderWithIntl(<LivePlayer src="http://m/live/room1.flv" isLive />);
    await flush();
    await flush();
    expect(video().muted).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "点击开启声音" }));
    expect(video().muted).toBe(false);
    expect(screen.queryByRole("button", { name: "点击开启声音" })).toBeNull();
  });

  it("names non-FLV media and reloads on request", async () => {
    const onState = vi.fn();
    renderWithIntl(<LivePlayer src="http://m/live/room1.flv" isLive onStateChange={onState} />);
    await flush();
    act(() => players[0].emit("error", "MediaError", "FormatUnsupported", "Non-FLV, Unsupported media type"));
    expect(screen.getByRole("alert").textContent).toContain("Non-FLV, Unsupported media type");
    expect(onState).toHaveBeenLastCalledWith("error");
    expect(players[0].destroy).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "重新加载" }));
    await flush();
    expect(players).toHaveLength(2);
  });

  it("says the codecs it supports", async () => {
    renderWithIntl(<LivePlayer src="http://m/live/room1.flv" isLive />);
    await flush();
    act(() =>
      players[0].emit("error", "MediaError", "CodecUnsupported", "Flv: Unsupported codec in video frame: 12"),
    );
    expect(screen.getByRole("alert").textContent).toContain("仅支持 H.264 视频与 AAC 音频");
  });

  it("reconnects a dropped live stream after a backoff", async () => {
    vi.useFakeTimers();
    renderWithIntl(<LivePlayer src="http://m/live/room1.flv" isLive />);
    await flush();
    act(() => players[0].emit("error", "NetworkError", "UnrecoverableEarlyEof", { code: -1, msg: "eof" }));
    expect(screen.getByRole("status").textContent).toContain("主播暂时离开，正在重新连接…");
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(players).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(players).toHaveLength(2);
  });

  it("catches up with the live edge when more than half a second behind", async () => {
    vi.useFakeTimers();
    renderWithIntl(<LivePlayer src="http://m/live/room1.flv" isLive />);
    await flush();
    Object.defineProperty(video(), "buffered", { value: ranges([0, 12]), configurable: true });
    Object.defineProperty(video(), "paused", { value: false, configurable: true });
    video().currentTime = 9;
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(video().currentTime).toBeCloseTo(11.8);
  });

  it("offers the theatre toggle only when the page handles it", async () => {
    const onTheatre = vi.fn();
    const { unmount } = renderWithIntl(<LivePlayer src="http://m/live/a.flv" isLive />);
    expect(screen.queryByRole("button", { name: "剧场模式" })).toBeNull();
    unmount();
    renderWithIntl(
      <LivePlayer src="http://m/live/a.flv" isLive theatre={false} onTheatreChange={onTheatre} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "剧场模式" }));
    expect(onTheatre).toHaveBeenCalledWith(true);
  });
});

describe("VodPlayer", () => {
  it("seeks through flv.js, shows the clock and changes speed", async () => {
    renderWithIntl(<VodPlayer src="http://m/playback/a.flv?e=1&s=x" />);
    await flush();
    expect(players[0].config).toMatchObject({ isLive: false, lazyLoad: true });
    Object.defineProperty(video(), "duration", { value: 60, configurable: true });
    Object.defineProperty(video(), "buffered", { value: ranges([0, 8]), configurable: true });
    video().currentTime = 5;
    await fire("durationchange");
    expect(screen.getByTestId("player-clock").textContent).toBe("00:05 / 01:00");
    expect(screen.getAllByTestId("buffered-range")).toHaveLength(1);
    fireEvent.change(screen.getByRole("slider", { name: "播放进度" }), { target: { value: "45" } });
    expect(players[0].seekedTo).toEqual([45]);
    video().currentTime = 46;
    await fire("timeupdate");
    expect((screen.getByRole("slider", { name: "播放进度" }) as HTMLInputElement).value).toBe("46");
    fireEvent.change(screen.getByRole("combobox", { name: "倍速" }), { target: { value: "1.5" } });
    expect(video().playbackRate).toBe(1.5);
  });

  it("resumes a dropped playback from its last position in a new player", async () => {
    renderWithIntl(<VodPlayer src="http://m/playback/a.flv?e=1&s=x" />);
    await flush();
    video().currentTime = 21;
    await fire("timeupdate");
    act(() => players[0].emit("error", "NetworkError", "UnrecoverableEarlyEof", { code: -1, msg: "eof" }));
    await flush();
    expect(players).toHaveLength(2);
    expect(screen.getByRole("status").textContent).toContain("网络中断，正在从断点继续播放…");
    await fire("loadedmetadata");
    expect(players[1].seekedTo).toEqual([21]);
  });
});
