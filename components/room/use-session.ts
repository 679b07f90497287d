"use client";
import Cookies from "js-cookie";
import { useSyncExternalStore } from "react";
import type { UserInfo } from "@/lib/api/user";
import { SIGNED_IN_COOKIE_NAME } from "@/lib/constants";
import { useUserStore } from "@/stores/user-store";

export type Session = { status: "pending" } | { status: "visitor" } | { status: "user"; user: UserInfo };

const noSubscription = () => () => {};

/**
 * Who is looking, for the personal parts of public pages. "pending" while the server render is
 * hydrating or the signed-in user is still loading, so a member never sees a flash of "please sign in".
 */
export function useSession(): Session {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const auth = useUserStore((s) => s.auth);
  const user = useUserStore((s) => s.userInfo);
  if (!hydrated) return { status: "pending" };
  if (user) return { status: "user", user };
  if (auth || Cookies.get(SIGNED_IN_COOKIE_NAME)) return { status: "pending" };
  return { status: "visitor" };
}
