"use client";
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { useSession } from "@/components/room/use-session";
import { livePersonalApi, type ReservedMatch } from "@/lib/api/live-personal";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";

async function loadReserved([, userId]: [string, number]): Promise<ReservedMatch[]> {
  const res = await livePersonalApi.reservedMatches(userId);
  if (res.code !== 200 || !res.data) throw new Error(res.message);
  return res.data;
}

/** My reservations, shared by the list and every 预约 button on the page (one request, one cache). */
export function useReservations() {
  const t = useTranslations("liveReserve");
  const session = useSession();
  const openLogin = useUserStore((s) => s.openLogin);
  const userId = session.status === "user" ? session.user.id : 0;
  const { data, error, mutate } = useSWR(userId ? ["reserved-matches", userId] : null, loadReserved);

  async function setReserved(m: { id: number; sportId: number }, reserve: boolean) {
    if (session.status !== "user") return openLogin();
    const res = await livePersonalApi.setReserved(m.id, m.sportId, reserve);
    if (res.code !== 200) return toast(res.message || t("failed"), "error");
    toast(reserve ? t("reservedToast") : t("cancelledToast"), "success");
    await mutate();
  }

  return {
    session,
    reserved: data,
    error: error as Error | undefined,
    reload: () => void mutate(),
    isReserved: (matchId: number) => Boolean(data?.some((m) => m.id === matchId)),
    setReserved,
  };
}
