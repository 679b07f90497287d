// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useUserStore } from "./user-store";

const api = vi.hoisted(() => ({ info: vi.fn(), balances: vi.fn(), expertInfo: vi.fn() }));
vi.mock("@/lib/api/user", () => ({ userApi: api }));

const clearCookies = () => {
  for (const name of ["auth", "signed_in"]) document.cookie = `${name}=; Max-Age=0; Path=/`;
};
const fan = { id: 9, nickName: "球迷", portrait: "", level: 1, isAnchor: 0, isExpert: 0 };

beforeEach(() => {
  clearCookies();
  vi.clearAllMocks();
  useUserStore.setState({ auth: "", userInfo: null, balancesInfo: null, expertsInfo: null });
});
afterEach(clearCookies);

describe("the user store", () => {
  it("learns of a session from the hint cookie, never from a token cookie", () => {
    document.cookie = "auth=secret-token; Path=/";
    useUserStore.getState().hydrate();
    expect(useUserStore.getState().auth).toBe("");
    document.cookie = "signed_in=1; Path=/";
    useUserStore.getState().hydrate();
    expect(useUserStore.getState().auth).toBe("1");
  });

  it("signs in without writing a cookie: the gateway keeps the token", async () => {
    api.info.mockResolvedValue({ code: 200, message: "ok", data: fan });
    api.balances.mockResolvedValue({ code: 200, message: "ok", data: { balance: 5, ticket: 1 } });
    expect(await useUserStore.getState().signIn()).toBe(true);
    expect(document.cookie).not.toMatch(/auth=/);
    expect(useUserStore.getState()).toMatchObject({ userInfo: fan, balancesInfo: { balance: 5 } });
  });

  it("forgets the user when the session turns out dead (SPEC §4)", async () => {
    useUserStore.setState({ auth: "1" });
    api.info.mockResolvedValue({ code: 401, message: "请先登录", data: null });
    await useUserStore.getState().loadUser();
    expect(useUserStore.getState()).toMatchObject({ auth: "", userInfo: null });
  });
});
