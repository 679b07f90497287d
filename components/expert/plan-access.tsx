"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { isOk } from "@/lib/api/envelope";
import { expertPlansApi } from "@/lib/api/expert-plans-client";
import { PlanStatus } from "@/lib/codes/expert-plans";
import type { PlanDetail } from "@/lib/contracts/expert-plans";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { BuyDialog } from "./buy-dialog";
import { PlanContentView } from "./plan-content";

async function loadForViewer(code: string): Promise<PlanDetail> {
  const res = await expertPlansApi.plan(code);
  if (!isOk(res)) throw new Error(res.message);
  return res.data;
}

/**
 * The plan's content, or the way to it. The server renders this with the visitor's view (no content
 * before settlement); a signed-in viewer's own view (bought, author) is fetched here, in the browser.
 */
export function PlanAccess({ initial }: { initial: PlanDetail }) {
  const t = useTranslations("expert.plan");
  const signedIn = useUserStore((s) => s.userInfo !== null);
  const openLogin = useUserStore((s) => s.openLogin);
  const { data, mutate, error } = useSWR(signedIn ? ["expert/plan", initial.code] : null, () =>
    loadForViewer(initial.code),
  );
  const plan = (signedIn ? data : undefined) ?? initial;
  const [buying, setBuying] = useState(false);

  const bought = (next: PlanDetail) => void mutate(next, { revalidate: false });

  async function takeFree() {
    const res = await expertPlansApi.buy(plan.code);
    if (!isOk(res)) return void toast(res.message, "error");
    bought(res.data.plan);
  }

  function start() {
    if (!signedIn) return openLogin();
    if (plan.price === 0) return void takeFree();
    setBuying(true);
  }

  if (plan.entitled && plan.content) {
    return (
      <>
        {plan.refunded ? <p className="mb-3 text-sm text-brand">{t("refunded")}</p> : null}
        <PlanContentView
          sportId={plan.sportId}
          playType={plan.playType}
          matches={plan.matches}
          content={plan.content}
        />
      </>
    );
  }
  const waiting = signedIn && !data && !error;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg bg-surface px-6 py-10 text-center">
      <p className="text-sm text-ink-soft">
        {waiting ? t("loading") : error ? t("loadFailed") : t("locked")}
      </p>
      {waiting ? null : plan.canBuy && plan.status === PlanStatus.OnSale ? (
        <Button size="lg" onClick={start}>
          {!signedIn
            ? t("signInToView")
            : plan.price > 0
              ? `${t("buy")} · ${t("price", { price: plan.price })}`
              : t("buyFree")}
        </Button>
      ) : plan.status !== PlanStatus.OnSale ? (
        <p className="text-xs text-ink-mute">{t("closed")}</p>
      ) : null}
      {buying ? <BuyDialog plan={plan} onClose={() => setBuying(false)} onBought={bought} /> : null}
    </div>
  );
}
