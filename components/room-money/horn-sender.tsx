"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import useSWR from "swr";
import { isOk } from "@/lib/api/envelope";
import { roomMoneyApi } from "@/lib/api/room-money";
import { HORN_MAX_LENGTH, HORN_PRICE } from "@/lib/codes/room-money-limits";
import { formatNumber } from "@/lib/format/number";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { Button } from "@/components/ui/button";
import { dataOf } from "./load";
import { MoneyError } from "./money-error";
import { failureOf, type MoneyFailure, requireSignIn, setDiamonds } from "./money-session";

/** A cross-room horn: a bag horn is used first, otherwise it costs HORN_PRICE diamonds. */
export function HornSender({ roomId, onSent }: { roomId: number; onSent?: () => void }) {
  const t = useTranslations("roomMoney.horn");
  const userId = useUserStore((s) => s.userInfo?.id ?? 0);
  const { data: info, mutate } = useSWR(["room-money/horn-info", userId], () =>
    dataOf(roomMoneyApi.hornInfo()),
  );
  const [content, setContent] = useState("");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<MoneyFailure | null>(null);
  const inputId = useId();
  const max = info?.maxLength ?? HORN_MAX_LENGTH;
  const length = content.trim().length;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!requireSignIn()) return;
    if (length === 0 || length > max)
      return setFailure({ message: length === 0 ? t("empty") : t("tooLong", { max }), recharge: false });
    setSending(true);
    setFailure(null);
    const result = await roomMoneyApi.sendHorn(roomId, content.trim());
    setSending(false);
    if (!isOk(result)) return setFailure(failureOf(result));
    setDiamonds(result.data.balance);
    if (info)
      void mutate({ ...info, count: result.data.horns, balance: result.data.balance }, { revalidate: false });
    setContent("");
    toast(t("sent"), "success");
    onSent?.();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {t("label")}
      </label>
      <textarea
        id={inputId}
        rows={3}
        value={content}
        maxLength={max}
        placeholder={t("placeholder", { max })}
        onChange={(e) => setContent(e.target.value)}
        className="resize-none rounded-md border border-black/10 p-2 text-sm outline-none focus:border-brand"
      />
      <div className="flex items-center justify-between text-xs text-ink-mute">
        <span>
          {info && info.count > 0
            ? t("fromBag", { count: info.count })
            : t("price", { price: formatNumber(info?.price ?? HORN_PRICE, 0) })}
        </span>
        <span className="tabular-nums">{t("counter", { length, max })}</span>
      </div>
      <MoneyError failure={failure} />
      <Button type="submit" size="sm" disabled={sending}>
        {sending ? t("sending") : t("send")}
      </Button>
    </form>
  );
}
