"use client";
import { useTranslations } from "next-intl";
import type { RedPacketInfo } from "@/lib/contracts/red-packets";
import { formatNumber } from "@/lib/format/number";
import { RedPacketIcon } from "./money-icons";

type Props = { packets: RedPacketInfo[]; busyId: number | null; onGrab: (packet: RedPacketInfo) => void };

/** The room's open packets: grab one, or see what you already got from it. */
export function RedPacketList({ packets, busyId, onGrab }: Props) {
  const t = useTranslations("roomMoney");
  if (packets.length === 0)
    return <p className="py-4 text-center text-xs text-ink-mute">{t("redPacket.none")}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {packets.map((p) => (
        <li
          key={p.packetId}
          className="flex items-center gap-3 rounded-md bg-gradient-to-r from-brand to-orange-500 p-3 text-white"
        >
          <RedPacketIcon className="size-8 shrink-0" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">
              {t("redPacket.from", { name: p.senderNickName })}
            </span>
            <span className="text-xs text-white/80 tabular-nums">
              {t("common.diamonds", { amount: formatNumber(p.total, 0) })} ·{" "}
              {t("redPacket.remaining", { remaining: p.remainingCount, count: p.count })}
            </span>
          </span>
          {p.mine !== null ? (
            <span className="text-xs font-semibold text-amber-200">
              {t("redPacket.mine", { amount: formatNumber(p.mine, 0) })}
            </span>
          ) : (
            <button
              type="button"
              onClick={() => onGrab(p)}
              disabled={busyId !== null}
              className="rounded-full bg-amber-300 px-3 py-1 text-xs font-semibold text-brand-dark hover:bg-amber-200 disabled:opacity-60"
            >
              {busyId === p.packetId ? t("redPacket.grabbing") : t("redPacket.grab")}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
