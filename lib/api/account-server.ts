import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { z } from "zod";
import type { GradeData, OrderPage } from "@/lib/contracts/account";
import type { Page } from "@/lib/contracts/fields";
import type { FollowedMatch } from "@/lib/contracts/match-attention";
import type { NoticePage, UnreadCounts } from "@/lib/contracts/notices";
import type { realNameData } from "@/lib/contracts/real-name";
import type { CenterInfo } from "@/lib/contracts/user";
import type { Balances } from "@/lib/contracts/wallet";
import { AUTH_COOKIE_NAME } from "@/lib/constants";
import type { FollowCard, ReservedMatchRow } from "./account-types";
import { apiGet } from "./server-fetch";

/**
 * The session of an account page. The middleware already sent visitors home (SPEC §6); a session
 * that died since then goes home too.
 */
export async function accountToken(): Promise<string> {
  const token = (await cookies()).get(AUTH_COOKIE_NAME)?.value;
  if (!token) redirect("/");
  return token;
}

async function read<T>(token: string, path: string, params: Record<string, string | number> = {}) {
  const res = await apiGet<T>(path, params, { token });
  if (res.code === 401) redirect("/");
  return res.code === 200 ? res.data : null;
}

export const accountServer = {
  info: (token: string) => read<CenterInfo>(token, "/user/center/info"),
  balances: (token: string) => read<Balances>(token, "/pay/balances"),
  grade: (token: string) => read<GradeData>(token, "/user/center/grade"),
  unread: (token: string) => read<UnreadCounts>(token, "/user/notice/unread"),
  notices: (token: string, box: number, page: number) =>
    read<NoticePage>(token, "/user/notice/list", { box, page }),
  orders: (token: string, kind: string, page: number) =>
    read<OrderPage>(token, "/user/center/orders", { kind, page, pageSize: 20 }),
  follows: (token: string, role: number, page: number) =>
    read<Page<FollowCard>>(token, "/user/center/follows", { role, page }),
  followedMatches: (token: string) => read<FollowedMatch[]>(token, "/api/attention/getAttentionMatchByUser"),
  reserved: (token: string, userId: number) =>
    read<ReservedMatchRow[]>(token, "/api/match/reserveMatchByUser", { userId }),
  realName: (token: string) => read<z.infer<typeof realNameData>>(token, "/user/center/real-name"),
};
