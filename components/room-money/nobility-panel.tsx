"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { isOk } from "@/lib/api/envelope";
import { roomMoneyApi } from "@/lib/api/room-money";
import type { NobilityLevel } from "@/lib/contracts/room-money";
import { formatDate } from "@/lib/format/date";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { dataOf } from "./load";
import { failureOf, requireSignIn } from "./money-session";
import { NobilityConfirm } from "./nobility-confirm";
import { NobilityLevelCard } from "./nobility-level-card";

/** The nobility levels with the caller's worn one; buying goes through a confirm dialog. */
// Nobility is site-wide: the room id only keeps the widgets' props alike.
export function NobilityPanel(_: { roomId: number }) {
  const t = useTranslations("roomMoney.nobility");
  const userId = useUserStore((s) => s.userInfo?.id ?? null);
  const { data: levels } = useSWR("room-money/nobility-levels", () => dataOf(roomMoneyApi.nobilityLevels()));
  const { data: bag, mutate } = useSWR(userId ? ["room-money/nobility-bag", userId] : null, () =>
    dataOf(roomMoneyApi.nobilityBag()),
  );
  const [buying, setBuying] = useState<NobilityLevel | null>(null);

  async function wear(level: NobilityLevel) {
    const result = await roomMoneyApi.wearNobility(level.id);
    if (isOk(result)) {
      void mutate(result.data, { revalidate: false });
      toast(t("wore", { name: level.name }), "success");
    } else {
      const failure = failureOf(result);
      if (failure) toast(failure.message, "error");
    }
  }

  const current = bag?.current;
  return (
    <section aria-label={t("title")} className="rounded-lg bg-white p-3">
      <h2 className="text-sm font-semibold text-ink">{t("title")}</h2>
      <p className="mt-1 text-xs text-ink-soft">
        {!userId ? (
          <button type="button" onClick={requireSignIn} className="text-brand hover:underline">
            {t("signIn")}
          </button>
        ) : current ? (
          <>
            <span style={{ color: current.nameColor }}>{t("current", { name: current.name })}</span>
            <span className="ml-2 text-ink-mute">
              {t("expires", { date: formatDate(current.expiresAt) })}
            </span>
          </>
        ) : (
          t("none")
        )}
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {(levels ?? []).map((level) => (
          <NobilityLevelCard
            key={level.id}
            level={level}
            owned={bag?.list.find((n) => n.id === level.id) ?? null}
            onBuy={() => requireSignIn() && setBuying(level)}
            onWear={() => void wear(level)}
          />
        ))}
      </ul>
      {buying ? (
        <NobilityConfirm
          level={buying}
          owned={bag?.list.some((n) => n.id === buying.id) ?? false}
          onClose={() => setBuying(null)}
          onDone={() => void mutate()}
        />
      ) : null}
    </section>
  );
}
