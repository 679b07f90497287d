// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "@/lib/api/user";
import { useUserStore } from "@/stores/user-store";
import { renderWithIntl } from "@/tests/support/render-with-intl";
import { AnchorButton } from "./anchor-button";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const user = (isAnchor: 0 | 1): UserInfo => ({
  id: 5,
  nickName: "球迷小王",
  portrait: "",
  level: 3,
  isAnchor,
  isExpert: 0,
});

describe("开播 button", () => {
  beforeEach(() => {
    push.mockReset();
    useUserStore.setState({ auth: "", userInfo: null, showLoginModel: false });
  });
  afterEach(cleanup);

  it("opens the login modal for a visitor", () => {
    renderWithIntl(<AnchorButton />);
    fireEvent.click(screen.getByRole("button", { name: "开播" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it("opens the broadcast settings for an anchor", () => {
    useUserStore.setState({ auth: "t", userInfo: user(1) });
    renderWithIntl(<AnchorButton />);
    fireEvent.click(screen.getByRole("button", { name: "开播" }));
    expect(push).toHaveBeenCalledWith("/v/anchor-set");
  });

  it("opens the application for a user who is not an anchor", () => {
    useUserStore.setState({ auth: "t", userInfo: user(0) });
    renderWithIntl(<AnchorButton />);
    fireEvent.click(screen.getByRole("button", { name: "开播" }));
    expect(push).toHaveBeenCalledWith("/v/apply");
    expect(useUserStore.getState().showLoginModel).toBe(false);
  });
});
