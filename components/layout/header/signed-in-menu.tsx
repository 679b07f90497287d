"use client";
import type { Balances, UserInfo } from "@/lib/api/user";
import { NoticeBell } from "./notice-bell";
import { UserPanel } from "./user-panel";

/** The header's account area once the user is loaded: 消息 and the user panel (loaded on demand). */
export function SignedInMenu({ user, balances }: { user: UserInfo; balances: Balances | null }) {
  return (
    <div className="flex items-center gap-2">
      <NoticeBell />
      <UserPanel user={user} balances={balances} />
    </div>
  );
}
