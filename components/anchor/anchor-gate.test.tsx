// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useUserStore } from "@/stores/user-store";
import { AnchorGate, useAnchor } from "./anchor-gate";
import { DEMO_ANCHOR, signIn } from "./test-kit/render";
import { renderWithIntl } from "@/tests/support/render-with-intl";

vi.mock("next/link", () => import("./test-kit/mocks"));
vi.mock("next/navigation", () => ({ usePathname: () => "/v/anchor-set" }));

function RoomOf() {
  return <p>房间 {useAnchor().roomId}</p>;
}

afterEach(() => {
  cleanup();
  Cookies.remove("auth");
  Cookies.remove("signed_in");
});

describe("AnchorGate", () => {
  it("asks a visitor to sign in and opens the login modal", () => {
    signIn(null);
    renderWithIntl(<AnchorGate>秘密</AnchorGate>);
    expect(screen.queryByText("秘密")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
  });

  it("tells a signed-in fan they are not an anchor and links to /v/apply", () => {
    signIn({ ...DEMO_ANCHOR, isAnchor: 0 });
    renderWithIntl(<AnchorGate>秘密</AnchorGate>);
    expect(screen.getByRole("heading", { name: "你还不是主播" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "申请成为主播" }).getAttribute("href")).toBe("/v/apply");
    expect(screen.queryByText("秘密")).toBeNull();
  });

  it("does not take a script-readable token cookie for a session, only the session hint", () => {
    signIn(null);
    Cookies.set("auth", "token");
    renderWithIntl(<AnchorGate>秘密</AnchorGate>);
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
    cleanup();
    Cookies.set("signed_in", "1");
    renderWithIntl(<AnchorGate>秘密</AnchorGate>);
    expect(screen.queryByRole("button", { name: "登录" })).toBeNull();
  });

  it("waits for the user while a session is being loaded", () => {
    useUserStore.setState({ auth: "token", userInfo: null });
    renderWithIntl(<AnchorGate>秘密</AnchorGate>);
    expect(screen.getByText("正在加载…")).toBeTruthy();
  });

  it("lets an anchor in and hands the pages their room", () => {
    signIn(DEMO_ANCHOR);
    renderWithIntl(
      <AnchorGate>
        <RoomOf />
      </AnchorGate>,
    );
    expect(screen.getByText("房间 1001")).toBeTruthy();
  });
});
