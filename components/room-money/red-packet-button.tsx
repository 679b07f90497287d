"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { useRoomEvent } from "@/components/room/room-events";
import { isOk } from "@/lib/api/envelope";
import { roomMoneyApi } from "@/lib/api/room-money";
import type { RedPacketInfo } from "@/lib/contracts/red-packets";
import { formatNumber } from "@/lib/format/number";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { Modal } from "@/components/ui/modal";
import { dataOf } from "./load";
import { failureOf, requireSignIn, setDiamonds } from "./money-session";
import { RedPacketForm } from "./red-packet-form";
import { RedPacketList } from "./red-packet-list";
import { RedPacketIcon } from "./money-icons";

/** 红包: the room's open packets to grab, and a form to send one; the count badge follows the stream. */
export function RedPacketButton({ roomId }: { roomId: number }) {
  const t = useTranslations("roomMoney");
  const userId = useUserStore((s) => s.userInfo?.id ?? 0);
  const { data: packets, mutate } = useSWR(["room-money/red-packets", roomId, userId], () =>
    dataOf(roomMoneyApi.redPackets(roomId)),
  );
  const [open, setOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [won, setWon] = useState<number | null>(null);
  useRoomEvent("redPacket", (e) => {
    if (e.roomId === roomId) void mutate();
  });

  async function grab(packet: RedPacketInfo) {
    if (!requireSignIn()) return;
    setBusyId(packet.packetId);
    const result = await roomMoneyApi.grabRedPacket(packet.packetId);
    setBusyId(null);
    if (isOk(result)) {
      setDiamonds(result.data.balance);
      setWon(result.data.amount);
      toast(t("redPacket.grabbed", { amount: formatNumber(result.data.amount, 0) }), "success");
    } else {
      const failure = failureOf(result);
      if (failure) toast(failure.message, "error");
    }
    void mutate();
  }

  const waiting = (packets ?? []).filter((p) => p.mine === null).length;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={waiting > 0 ? t("redPacket.buttonWaiting", { count: waiting }) : t("redPacket.button")}
        className="relative rounded-full bg-gradient-to-r from-brand to-orange-500 px-3 py-1 text-xs font-medium text-white hover:opacity-90"
      >
        <RedPacketIcon />
        {t("redPacket.button")}
        {waiting > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 flex size-4 items-center justify-center rounded-full bg-amber-400 text-[10px] text-white"
          >
            {waiting}
          </span>
        ) : null}
      </button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          setWon(null);
        }}
        title={t("redPacket.title")}
      >
        <div className="flex flex-col gap-4 px-6 py-4">
          {won !== null ? (
            <p
              role="status"
              className="rounded-md bg-amber-50 py-2 text-center text-sm font-semibold text-brand"
            >
              {t("redPacket.grabbed", { amount: formatNumber(won, 0) })}
            </p>
          ) : null}
          <section>
            <h3 className="mb-2 text-sm font-semibold text-ink">{t("redPacket.open")}</h3>
            <RedPacketList packets={packets ?? []} busyId={busyId} onGrab={grab} />
          </section>
          <section className="border-t border-surface pt-3">
            <h3 className="mb-2 text-sm font-semibold text-ink">{t("redPacket.send")}</h3>
            <RedPacketForm roomId={roomId} onSent={() => void mutate()} />
          </section>
        </div>
      </Modal>
    </>
  );
}
