"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import useSWR from "swr";
import { FieldError } from "@/components/auth/form-field";
import { SiteLink } from "@/components/layout/site-link";
import { Button, buttonClass } from "@/components/ui/button";
import { payApi } from "@/lib/api/pay";
import type { RechargeOrder } from "@/lib/contracts/payments";
import { useUserStore } from "@/stores/user-store";

const POLL_MS = 2000;

function useSecondsLeft(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
}

const clock = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;

/**
 * Polls the order until the gateway's notification has settled it; then the header's diamonds
 * are reloaded, so the new balance shows without a page reload.
 */
export function CashierStatus({ initial }: { initial: RechargeOrder }) {
  const t = useTranslations("wallet.cashier");
  const loadBalances = useUserStore((s) => s.loadBalances);
  const [paying, setPaying] = useState(false);
  const [paidHere, setPaidHere] = useState(false);
  const [error, setError] = useState("");
  const left = useSecondsLeft(initial.expiresAt);
  const [status, setStatus] = useState(initial.status);
  // A number, not a function: SWR restarts its timer whenever the option changes, and the
  // countdown renders every second.
  const polling = status === "pending" && (left > 0 || paidHere);
  useSWR(
    ["recharge-order", initial.orderNo],
    async () => {
      const res = await payApi.order(initial.orderNo);
      if (res.code === 200 && res.data) setStatus(res.data.status);
      return res.data;
    },
    { refreshInterval: polling ? POLL_MS : 0 },
  );

  useEffect(() => {
    if (status === "paid") void loadBalances();
  }, [status, loadBalances]);

  async function simulate() {
    setPaying(true);
    const res = await payApi.sandboxPay(initial.orderNo);
    setPaying(false);
    if (res.code !== 200) return setError(res.message);
    setPaidHere(true);
  }

  if (status === "paid") {
    return (
      <div className="space-y-4 text-center" role="status">
        <p className="text-lg font-semibold text-lose">{t("paid", { diamonds: initial.diamonds })}</p>
        <div className="flex justify-center gap-3">
          <SiteLink href="/v/wallet" className={buttonClass()}>
            {t("toWallet")}
          </SiteLink>
          <SiteLink href="/v/pay" className={buttonClass({ variant: "outline" })}>
            {t("again")}
          </SiteLink>
        </div>
      </div>
    );
  }
  if (status === "closed" || (left === 0 && !paidHere)) {
    return (
      <div className="space-y-4 text-center" role="status">
        <p className="text-base text-ink-soft">{status === "closed" ? t("closed") : t("expired")}</p>
        <SiteLink href="/v/pay" className={buttonClass()}>
          {t("again")}
        </SiteLink>
      </div>
    );
  }
  return (
    <div className="space-y-3 text-center">
      {paidHere ? (
        <p role="status" className="text-sm text-ink-soft">
          {t("waiting")}
        </p>
      ) : (
        <p className="text-sm text-ink-soft">{t("expiresIn", { time: clock(left) })}</p>
      )}
      {initial.sandbox && !paidHere ? (
        <>
          <Button size="lg" onClick={simulate} disabled={paying}>
            {paying ? t("simulating") : t("simulate")}
          </Button>
          <p className="text-xs text-ink-mute">{t("sandboxNote")}</p>
        </>
      ) : null}
      <FieldError message={error} />
    </div>
  );
}
