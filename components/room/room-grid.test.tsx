// @vitest-environment jsdom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleRow } from "@/components/match/score-list/sample-rows";
import { FakeEventSource } from "@/components/realtime/fake-event-source";
import type { RoomCard as Room } from "@/lib/contracts/rooms";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { RoomGrid } from "./room-grid";

vi.mock("@/lib/api/live-states-client", () => ({
  fetchLiveStates: vi.fn().mockResolvedValue({ code: 200, message: "", data: [] }),
}));

const room = (roomId: number, match: Room["match"]): Room => ({
  roomId,
  title: "焦点战 陪你看",
  cover: "",
  navId: 1,
  navName: "足球",
  anchorId: roomId,
  nickName: `主播${roomId}`,
  portrait: "/images/avatars/3.svg",
  level: 3,
  liveStatus: 1,
  heat: 100,
  online: 40,
  thumb: "",
  match,
});

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RoomGrid", () => {
  it("keeps the bound matches' scores live over one football stream for all its cards", () => {
    const playing = sampleRow({ id: 3, state: 2, clock: "30", homeScore: 1 });
    renderWithIntl(<RoomGrid rooms={[room(1001, playing), room(1002, playing), room(1003, null)]} />);
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(["/gateway/live/stream/1"]);
    expect(screen.getAllByTestId("room-match-score").map((s) => s.textContent)).toEqual(["1-0", "1-0"]);
    act(() => FakeEventSource.last.emit("update", { ...playing, clock: "31", awayScore: 1 }, "2-1"));
    expect(screen.getAllByTestId("room-match-score").map((s) => s.textContent)).toEqual(["1-1", "1-1"]);
  });

  it("opens no stream when no bound match can still move", () => {
    const over = sampleRow({ id: 4, state: 8, homeScore: 2 });
    renderWithIntl(<RoomGrid rooms={[room(1001, over)]} />);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
