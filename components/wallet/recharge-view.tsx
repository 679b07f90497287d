"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { FieldError, inputClass } from "@/components/auth/form-field";
import { SiteLink } from "@/components/layout/site-link";
import { Button } from "@/components/ui/button";
import { payApi } from "@/lib/api/pay";
import type { PayChannelCode } from "@/lib/codes/pay-settings";
import type { PaySetting } from "@/lib/contracts/payments";
import { formatNumber } from "@/lib/format/number";
import { useUserStore } from "@/stores/user-store";
import { ChannelMark } from "./channel-mark";
import { WalletPanel } from "./wallet-panel";

const CUSTOM = 0;

/** /v/pay: a pack or an amount, a channel, then the order and its cashier. */
export function RechargeView({ setting }: { setting: PaySetting }) {
  const t = useTranslations("wallet.pay");
  const router = useRouter();
  const balance = useUserStore((s) => s.balancesInfo?.balance);
  const [pack, setPack] = useState<number>(setting.packs[0]?.yuan ?? CUSTOM);
  const [custom, setCustom] = useState("");
  const [channel, setChannel] = useState<PayChannelCode>("wechat");
  const [error, setError] = useState("");
  const [creating, setCreating] = useState(false);

  const range = { min: setting.rechargeMin, max: setting.rechargeMax };
  const yuan = pack === CUSTOM ? (/^\d+$/.test(custom) ? Number(custom) : NaN) : pack;
  const valid = Number.isInteger(yuan) && yuan >= range.min && yuan <= range.max;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid) return setError(t("customInvalid", range));
    setCreating(true);
    const res = await payApi.recharge(yuan, channel);
    setCreating(false);
    if (res.code !== 200 || !res.data) return setError(res.message);
    router.push(res.data.payUrl);
  }

  return (
    <WalletPanel
      title={t("title")}
      aside={
        <span className="text-sm text-ink-soft">
          {t("balance")} <strong className="text-brand tabular-nums">{formatNumber(balance, 0)}</strong>
          <SiteLink href="/v/wallet" className="ml-4 text-brand underline underline-offset-2">
            {t("walletLink")}
          </SiteLink>
        </span>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-6">
        <fieldset>
          <legend className="mb-3 text-sm font-medium text-ink">{t("packs")}</legend>
          <div className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {setting.packs.map((p) => (
              <button
                key={p.yuan}
                type="button"
                aria-pressed={pack === p.yuan}
                onClick={() => (setPack(p.yuan), setError(""))}
                className={`rounded-lg border px-3 py-4 text-center transition-colors ${
                  pack === p.yuan ? "border-brand bg-brand-light" : "border-black/10 hover:border-brand"
                }`}
              >
                <span className="block text-lg font-semibold text-ink">
                  {t("packDiamonds", { diamonds: p.diamonds })}
                </span>
                <span className="text-sm text-ink-mute">{t("pack", { yuan: p.yuan })}</span>
              </button>
            ))}
            <button
              type="button"
              aria-pressed={pack === CUSTOM}
              onClick={() => (setPack(CUSTOM), setError(""))}
              className={`rounded-lg border px-3 py-4 text-center text-ink transition-colors ${
                pack === CUSTOM ? "border-brand bg-brand-light" : "border-black/10 hover:border-brand"
              }`}
            >
              {t("custom")}
            </button>
          </div>
          {pack === CUSTOM ? (
            <div className="mt-3 max-w-xs">
              <input
                aria-label={t("customLabel")}
                inputMode="numeric"
                maxLength={5}
                value={custom}
                placeholder={t("customHint", { ...range, rate: setting.diamondsPerYuan })}
                onChange={(e) => (setCustom(e.target.value.replace(/\D/g, "")), setError(""))}
                className={inputClass}
              />
            </div>
          ) : null}
        </fieldset>
        <fieldset>
          <legend className="mb-3 text-sm font-medium text-ink">{t("channel")}</legend>
          <div className="flex gap-3">
            {setting.channels.map((c) => (
              <label
                key={c.code}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-3 ${
                  channel === c.code ? "border-brand bg-brand-light" : "border-black/10"
                }`}
              >
                <input
                  type="radio"
                  name="channel"
                  value={c.code}
                  checked={channel === c.code}
                  onChange={() => setChannel(c.code as PayChannelCode)}
                  className="accent-brand"
                />
                <ChannelMark channel={c.code as PayChannelCode} />
                <span className="text-sm text-ink">{c.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-4 border-t border-surface pt-4">
          {valid ? (
            <p className="text-sm text-ink">
              {t("summary", { yuan, diamonds: yuan * setting.diamondsPerYuan })}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={creating}>
            {creating ? t("creating") : t("submit")}
          </Button>
        </div>
        <FieldError message={error} />
        <p className="text-xs text-ink-mute">{t("notice", { minutes: setting.orderTtlMinutes })}</p>
      </form>
    </WalletPanel>
  );
}
