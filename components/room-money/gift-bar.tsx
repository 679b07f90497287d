"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import useSWR from "swr";
import { isOk } from "@/lib/api/envelope";
import { roomMoneyApi } from "@/lib/api/room-money";
import { formatNumber } from "@/lib/format/number";
import { toast } from "@/stores/ui-store";
import { useUserStore } from "@/stores/user-store";
import { Button } from "@/components/ui/button";
import { GiftCountPicker, parseGiftCount } from "./gift-count-picker";
import { GiftShelf } from "./gift-shelf";
import { HornButton } from "./horn-button";
import { dataOf } from "./load";
import { MoneyError, WALLET_HREF } from "./money-error";
import {
  failureOf,
  type MoneyFailure,
  requireSignIn,
  setDiamonds,
  useDiamonds,
  useSignedIn,
} from "./money-session";

export const GIFTS_KEY = "room-money/gifts";

/** The gift shelf under the player: pick a gift and a count, send it for diamonds. */
export function GiftBar({ roomId }: { roomId: number }) {
  const t = useTranslations("roomMoney");
  const { data: gifts, error, mutate } = useSWR(GIFTS_KEY, () => dataOf(roomMoneyApi.gifts()));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [countText, setCountText] = useState("1");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<MoneyFailure | null>(null);
  const diamonds = useDiamonds();
  const signedIn = useSignedIn();
  const needsBalances = useUserStore((s) => s.userInfo !== null && s.balancesInfo === null);

  useEffect(() => {
    if (needsBalances) void useUserStore.getState().loadBalances();
  }, [needsBalances]);

  const gift = gifts?.find((g) => g.id === selectedId) ?? gifts?.[0] ?? null;
  const count = parseGiftCount(countText);

  async function send() {
    if (!gift || count === null || !requireSignIn()) return;
    setSending(true);
    setFailure(null);
    const result = await roomMoneyApi.sendGift(roomId, gift.id, count);
    setSending(false);
    if (isOk(result)) {
      setDiamonds(result.data.balance);
      toast(t("gift.sent"), "success");
    } else setFailure(failureOf(result));
  }

  if (error)
    return (
      <p className="rounded-lg bg-white p-4 text-center text-sm text-ink-mute">
        {t("common.failed")}
        <button type="button" onClick={() => void mutate()} className="ml-2 text-brand hover:underline">
          {t("common.retry")}
        </button>
      </p>
    );
  // The shelf loads in the browser; until then an empty box of its height (no "loading" text for crawlers).
  if (!gifts) return <div aria-busy="true" className="h-[88px] rounded-lg bg-white" />;
  if (gifts.length === 0)
    return <p className="rounded-lg bg-white p-4 text-center text-sm text-ink-mute">{t("gift.empty")}</p>;

  return (
    <section aria-label={t("gift.shelf")} className="rounded-lg bg-white p-3" data-testid="gift-bar">
      <GiftShelf
        gifts={gifts}
        selectedId={gift?.id ?? null}
        onSelect={(g) => {
          setSelectedId(g.id);
          setFailure(null);
        }}
      />
      <div className="mt-2 flex flex-wrap items-center gap-3 border-t border-surface pt-2">
        <GiftCountPicker text={countText} onChange={setCountText} />
        <span className="text-xs text-ink-soft tabular-nums">
          {t("gift.total", { amount: formatNumber(gift && count ? gift.price * count : 0, 0) })}
        </span>
        <Button size="sm" onClick={send} disabled={sending || count === null}>
          {sending ? t("gift.sending") : t("gift.send")}
        </Button>
        <span className="ml-auto flex items-center gap-3 text-xs text-ink-soft">
          {signedIn ? (
            <span>
              {t("gift.balance")}
              <b className="ml-1 text-ink tabular-nums" data-testid="gift-bar-diamonds">
                {diamonds === null ? "…" : formatNumber(diamonds, 0)}
              </b>
              <Link href={WALLET_HREF} className="ml-2 text-brand hover:underline">
                {t("common.recharge")}
              </Link>
            </span>
          ) : (
            <button type="button" onClick={requireSignIn} className="text-brand hover:underline">
              {t("gift.signIn")}
            </button>
          )}
          <HornButton roomId={roomId} />
        </span>
      </div>
      <div className="mt-1 min-h-4">
        <MoneyError failure={failure} />
      </div>
    </section>
  );
}
