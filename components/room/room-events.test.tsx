// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import { ReconnectingBadge } from "@/components/realtime/reconnecting-badge";
import commonMessages from "@/messages/zh-CN/common.json";
import { RoomEventsProvider, useRoomEvent, useRoomStreamStatus } from "./room-events";

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Two widgets of the room page: the chat lines with the stream's badge, and a resync counter. */
function Chat() {
  const [lines, setLines] = useState<string[]>([]);
  const [resyncs, setResyncs] = useState(0);
  useRoomEvent("chat", (m) => setLines((l) => [...l, m.content]));
  useRoomEvent("resync", () => setResyncs((n) => n + 1));
  return (
    <div>
      <ReconnectingBadge status={useRoomStreamStatus()} />
      <p data-testid="lines">{lines.join("|")}</p>
      <p data-testid="resyncs">{resyncs}</p>
    </div>
  );
}

const renderRoom = () =>
  render(
    <NextIntlClientProvider locale="zh-CN" timeZone="Asia/Shanghai" messages={commonMessages}>
      <RoomEventsProvider roomId={7}>
        <Chat />
        <Chat />
      </RoomEventsProvider>
    </NextIntlClientProvider>,
  );
const chat = (content: string) => ({ id: 1, content, nickName: "球迷", userId: 3 });
const text = (id: string) =>
  screen
    .getAllByTestId(id)
    .map((e) => e.textContent)
    .join(" / ");

describe("RoomEventsProvider", () => {
  it("keeps one stream for the room and brings it back after the api restarts, from the last event", () => {
    renderRoom();
    expect(FakeEventSource.instances).toHaveLength(1);
    const first = FakeEventSource.last;
    expect(first.url).toBe("/gateway/api/room/stream?roomId=7");
    act(() => first.open());
    act(() => first.emit("chat", chat("开球了"), "17-3,17-0"));
    act(() => first.fail());
    expect(screen.getAllByText("重新连接中")).toHaveLength(2);

    act(() => vi.advanceTimersByTime(1_000));
    const second = FakeEventSource.last;
    expect(second.url).toBe("/gateway/api/room/stream?roomId=7&lastEventId=17-3%2C17-0");
    act(() => second.open());
    act(() => second.emit("chat", chat("又进了"), "17-4,17-0"));
    expect(screen.queryByText("重新连接中")).toBeNull();
    expect(text("lines")).toBe("开球了|又进了 / 开球了|又进了");
    expect(text("resyncs")).toBe("0 / 0");
  });

  it("tells the widgets to reload when the stream could not resume", () => {
    renderRoom();
    act(() => FakeEventSource.last.open());
    act(() => FakeEventSource.last.fail());
    act(() => vi.advanceTimersByTime(1_000));
    act(() => FakeEventSource.last.open()); // nothing was received: no id to resume from
    expect(text("resyncs")).toBe("1 / 1");
    act(() => FakeEventSource.last.emit("resync", { channel: "room:7" }));
    expect(text("resyncs")).toBe("2 / 2");
  });

  it("holds the connection back while paused", () => {
    render(
      <RoomEventsProvider roomId={7} paused>
        <span />
      </RoomEventsProvider>,
    );
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
