// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatEvent } from "@/lib/contracts/room-stream";
import { ChatUserMenu } from "./chat-user-menu";
import { renderWithIntl } from "@/tests/support/render-with-intl";

const mute = vi.fn();
const appoint = vi.fn();
vi.mock("@/lib/api/room-client", () => ({
  roomApi: { mute: (...a: unknown[]) => mute(...a), appoint: (...a: unknown[]) => appoint(...a) },
}));
vi.mock("next/link", () => ({
  default: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} />,
}));

const message: ChatEvent = {
  id: 1,
  roomId: 5,
  matchId: null,
  userId: 42,
  nickName: "路人甲",
  portrait: "",
  level: 2,
  role: "viewer",
  content: "你好",
  time: "2026-05-01T12:00:00.000Z",
};

function open(role: { canModerate: boolean; isAnchor: boolean }, target: ChatEvent = message) {
  renderWithIntl(
    <ChatUserMenu
      roomId={5}
      target={{ message: target, top: 0, left: 0 }}
      myUserId={7}
      {...role}
      onMention={vi.fn()}
      onClose={vi.fn()}
    />,
  );
}

const items = () => screen.getAllByRole("menuitem").map((i) => i.textContent);

describe("ChatUserMenu", () => {
  afterEach(() => {
    cleanup();
    mute.mockReset();
  });

  it("offers an ordinary viewer no moderation", () => {
    open({ canModerate: false, isAnchor: false });
    expect(items()).toEqual(["查看主页", "@TA"]);
  });

  it("lets a manager mute a viewer but not appoint", async () => {
    mute.mockResolvedValue({ code: 200, message: "ok", data: {} });
    open({ canModerate: true, isAnchor: false });
    expect(items()).toEqual(["查看主页", "@TA", "禁言"]);
    fireEvent.click(screen.getByRole("menuitem", { name: "禁言" }));
    await waitFor(() => expect(mute).toHaveBeenCalledWith(5, "路人甲"));
  });

  it("lets the anchor mute and appoint, but never offers to mute the anchor", () => {
    open({ canModerate: true, isAnchor: true });
    expect(items()).toEqual(["查看主页", "@TA", "禁言", "设为房管"]);
    cleanup();
    open({ canModerate: true, isAnchor: false }, { ...message, role: "anchor" });
    expect(items()).toEqual(["查看主页", "@TA"]);
  });
});
