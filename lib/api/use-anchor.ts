"use client";
import useSWR from "swr";
import { anchorApi } from "./anchor";
import type { ApiResult } from "./envelope";

/** A failed call as SWR sees it: the api's code and its Chinese message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const res = await call;
  if (res.code !== 200 || res.data === null) throw new ApiError(res.code, res.message);
  return res.data;
}

// Catalogues barely change while a form is open; refetching them on focus would only flicker.
const STEADY = { revalidateOnFocus: false } as const;

export const useAuditInfo = () => useSWR("anchor/audit", () => dataOf(anchorApi.auditInfo()));
export const useNavList = () => useSWR("anchor/navs", () => dataOf(anchorApi.navList()), STEADY);
export const useCenterInfo = () => useSWR("anchor/center", () => dataOf(anchorApi.centerInfo()));
export const useRoomSettings = () => useSWR("anchor/room", () => dataOf(anchorApi.roomSettings()));
export const usePushInfo = () => useSWR("anchor/push", () => dataOf(anchorApi.pushInfo()), STEADY);

export const useTodayGifts = (anchorId: number) =>
  useSWR(["anchor/gifts", anchorId], () => dataOf(anchorApi.todayGifts(anchorId)));

export const useMatchDates = () => useSWR("anchor/dates", () => dataOf(anchorApi.matchDates()), STEADY);
export const useMatchesOf = (date: string | null) =>
  useSWR(date ? ["anchor/matches", date] : null, () => dataOf(anchorApi.matchesOf(date ?? "")), STEADY);
export const useMySchedule = (anchorId: number) =>
  useSWR(["anchor/schedule", anchorId], () => dataOf(anchorApi.mySchedule(anchorId)));

export const useForbidList = (roomId: number, page: number, nickName: string) =>
  useSWR(["anchor/forbids", roomId, page, nickName], () =>
    dataOf(anchorApi.forbidList(roomId, page, nickName)),
  );
export const useManagerList = (roomId: number) =>
  useSWR(["anchor/managers", roomId], () => dataOf(anchorApi.managerList(roomId)));

export const useDynamicList = (anchorId: number, page: number) =>
  useSWR(["anchor/dynamics", anchorId, page], () => dataOf(anchorApi.dynamicList(anchorId, page)));
