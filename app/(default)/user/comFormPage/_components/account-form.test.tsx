// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";

import { AccountForm } from "./account-form";
import { parseAccountFormType } from "./account-form-type";

import { renderWithIntl } from "@/tests/support/render-with-intl";
import { useUserStore } from "@/stores/user-store";

afterEach(() => {
  cleanup();
  Cookies.remove("signed_in");
  useUserStore.setState({ auth: "", userInfo: null, showLoginModel: false });
});

describe("parseAccountFormType", () => {
  it("defaults to password and refuses unknown types", () => {
    expect(parseAccountFormType(undefined)).toBe("password");
    expect(parseAccountFormType("realName")).toBe("realName");
    expect(parseAccountFormType(["nickname", "x"])).toBe("nickname");
    expect(parseAccountFormType("admin")).toBeNull();
  });
});

describe("AccountForm", () => {
  it("offers a visitor the login modal instead of the form", () => {
    renderWithIntl(<AccountForm type="password" initialSignedIn={false} />);
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(useUserStore.getState().showLoginModel).toBe(true);
    expect(screen.queryByLabelText("原密码")).toBeNull();
  });

  it("shows the form for the signed-in user, and 设置登录密码 when the account has no password", () => {
    useUserStore.setState({ auth: "t", userInfo: { hasPassword: false } as never });
    renderWithIntl(<AccountForm type="password" initialSignedIn />);
    expect(screen.getByRole("heading", { name: "设置登录密码" })).toBeTruthy();
    expect(screen.queryByLabelText("原密码")).toBeNull();
  });

  it("checks the ID number's checksum before sending", () => {
    useUserStore.setState({ auth: "t" });
    renderWithIntl(<AccountForm type="realName" initialSignedIn />);
    const idCard = screen.getByLabelText("身份证号");
    fireEvent.change(idCard, { target: { value: "110101199003074478" } });
    expect(screen.getByText("身份证号码格式不正确，请检查后重新输入")).toBeTruthy();
    fireEvent.change(idCard, { target: { value: "110101199003074477" } });
    expect(screen.queryByText("身份证号码格式不正确，请检查后重新输入")).toBeNull();
  });
});
