"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { isOk } from "@/lib/api/envelope";
import { roomMoneyApi } from "@/lib/api/room-money";
import { RED_PACKET_MAX_COUNT, RED_PACKET_MAX_TOTAL } from "@/lib/codes/room-money-limits";
import { formatNumber } from "@/lib/format/number";
import { toast } from "@/stores/ui-store";
import { Button } from "@/components/ui/button";
import { MoneyError } from "./money-error";
import { failureOf, type MoneyFailure, requireSignIn, setDiamonds, useDiamonds } from "./money-session";

const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);

/** Sends diamonds as a red packet split at random into `count` shares. */
export function RedPacketForm({ roomId, onSent }: { roomId: number; onSent: () => void }) {
  const t = useTranslations("roomMoney");
  const diamonds = useDiamonds();
  const [total, setTotal] = useState("");
  const [count, setCount] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MoneyFailure | null>(null);

  function invalid(amount: number, shares: number): string | null {
    if (!(amount >= 1 && amount <= RED_PACKET_MAX_TOTAL))
      return t("redPacket.totalRange", { max: formatNumber(RED_PACKET_MAX_TOTAL, 0) });
    if (!(shares >= 1 && shares <= RED_PACKET_MAX_COUNT))
      return t("redPacket.countRange", { max: RED_PACKET_MAX_COUNT });
    return amount < shares ? t("redPacket.perShare") : null;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!requireSignIn()) return;
    const [amount, shares] = [whole(total), whole(count)];
    const problem = invalid(amount, shares);
    if (problem) return setFailure({ message: problem, recharge: false });
    setBusy(true);
    setFailure(null);
    const result = await roomMoneyApi.sendRedPacket(roomId, amount, shares);
    setBusy(false);
    if (!isOk(result)) return setFailure(failureOf(result));
    setDiamonds(result.data.balance);
    setTotal("");
    setCount("");
    toast(t("redPacket.sent"), "success");
    onSent();
  }

  const field =
    "h-9 w-full rounded-md border border-black/10 px-3 text-sm tabular-nums outline-none focus:border-brand";
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label className="text-xs text-ink-soft">
        {t("redPacket.total")}
        <input
          inputMode="numeric"
          value={total}
          onChange={(e) => setTotal(e.target.value.replace(/\D/g, ""))}
          className={`mt-1 ${field}`}
        />
      </label>
      <label className="text-xs text-ink-soft">
        {t("redPacket.count")}
        <input
          inputMode="numeric"
          value={count}
          onChange={(e) => setCount(e.target.value.replace(/\D/g, ""))}
          className={`mt-1 ${field}`}
        />
      </label>
      {diamonds !== null ? (
        <p className="text-xs text-ink-mute">
          {t("gift.balance")} {t("common.diamonds", { amount: formatNumber(diamonds, 0) })}
        </p>
      ) : null}
      <MoneyError failure={failure} />
      <Button type="submit" disabled={busy}>
        {busy ? t("redPacket.sending") : t("redPacket.submit")}
      </Button>
    </form>
  );
}
