"use client";
import Cookies from "js-cookie";
import { create } from "zustand";

import { type Balances, type ExpertInfo, type UserInfo, userApi } from "@/lib/api/user";
import { SIGNED_IN_COOKIE_NAME } from "@/lib/constants";

type NavItem = { id: number; name: string };

type UserState = {
  /** "1" while the browser holds a session (the secret-free hint cookie); the token itself is HttpOnly. */
  auth: string;
  userInfo: UserInfo | null;
  balancesInfo: Balances | null;
  expertsInfo: ExpertInfo | null;
  showLoginModel: boolean;
  navList: NavItem[];
  todayList: unknown[];
  emojiPrefix: string;
  hydrate(): void;
  signIn(): Promise<boolean>;
  loadUser(): Promise<void>;
  loadBalances(): Promise<void>;
  loadExpert(): Promise<void>;
  reset(): void;
  openLogin(): void;
  closeLogin(): void;
};

const SIGNED_IN = "1";
const signedOut = { auth: "", userInfo: null, balancesInfo: null, expertsInfo: null };

export const useUserStore = create<UserState>()((set, get) => ({
  ...signedOut,
  showLoginModel: false,
  navList: [],
  todayList: [],
  emojiPrefix: "/images/emoji/",
  hydrate() {
    set({ auth: Cookies.get(SIGNED_IN_COOKIE_NAME) ?? "" });
  },
  // The gateway has set the session cookies from the login answer; the page only learns who it is.
  async signIn() {
    set({ auth: SIGNED_IN, userInfo: null, showLoginModel: false });
    await get().loadUser();
    if (!get().userInfo) return false;
    await get().loadExpert();
    return true;
  },
  // SPEC §4: present user info means nothing to do; a failed load signs the user out (a dead
  // session's 401 also makes the gateway drop the cookies).
  async loadUser() {
    if (get().userInfo || !get().auth) return;
    const res = await userApi.info();
    if (res.code === 200 && res.data) {
      set({ userInfo: res.data });
      await get().loadBalances();
    } else {
      get().reset();
    }
  },
  async loadBalances() {
    const res = await userApi.balances();
    if (res.code === 200 && res.data) set({ balancesInfo: res.data });
  },
  async loadExpert() {
    if (get().userInfo?.isExpert !== 1) return set({ expertsInfo: null });
    const res = await userApi.expertInfo();
    set({ expertsInfo: res.code === 200 ? res.data : null });
  },
  reset() {
    set(signedOut);
  },
  openLogin: () => set({ showLoginModel: true }),
  closeLogin: () => set({ showLoginModel: false }),
}));
