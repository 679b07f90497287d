"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { payHighlight } from "@/lib/api/playback-client";
import { useUserStore } from "@/stores/user-store";
import { toast } from "@/stores/ui-store";

type Props = { id: number; price: number; onPaid: () => void };

const UNAUTHORIZED = 401;

/** A priced highlight not bought yet: its price in diamonds and a button that pays and then plays it. */
export function HighlightPayPrompt({ id, price, onPaid }: Props) {
  const t = useTranslations("playback.pay");
  const balance = useUserStore((s) => s.balancesInfo?.balance);
  const [paying, setPaying] = useState(false);

  async function pay() {
    setPaying(true);
    const res = await payHighlight(id);
    setPaying(false);
    if (res.code === 200) {
      toast(t("success"), "success");
      void useUserStore.getState().loadBalances();
      onPaid();
    } else if (res.code === UNAUTHORIZED) {
      useUserStore.getState().openLogin();
    } else {
      toast(res.message || t("failed"), "error");
    }
  }

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="text-lg font-medium text-white">{t("title")}</p>
      <p className="text-sm text-white/70">{t("hint", { price })}</p>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={paying}
        className="rounded-full bg-brand px-6 py-2 text-sm font-medium text-white hover:bg-brand-dark disabled:bg-brand/50"
      >
        {paying ? t("paying") : t("button", { price })}
      </button>
      {balance !== undefined && <p className="text-xs text-white/50">{t("balance", { balance })}</p>}
    </div>
  );
}
