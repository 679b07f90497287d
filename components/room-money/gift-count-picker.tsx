"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { GIFT_MAX_COUNT } from "@/lib/codes/room-money-limits";
import { formatNumber } from "@/lib/format/number";

export const GIFT_COUNT_PRESETS = [1, 10, 66, 520, 1314] as const;

/** A whole number of gifts within the api's range, or null. */
export function parseGiftCount(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= 1 && n <= GIFT_MAX_COUNT ? n : null;
}

type Props = { text: string; onChange: (text: string) => void };

/** Preset counts plus a custom one; the value is kept as typed so a half-typed number is not lost. */
export function GiftCountPicker({ text, onChange }: Props) {
  const t = useTranslations("roomMoney.gift");
  const inputId = useId();
  const custom = !GIFT_COUNT_PRESETS.some((n) => String(n) === text);
  const invalid = parseGiftCount(text) === null;
  return (
    <div className="flex flex-wrap items-center gap-1" role="group" aria-label={t("count")}>
      {GIFT_COUNT_PRESETS.map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={String(n) === text}
          onClick={() => onChange(String(n))}
          className={`h-7 min-w-9 rounded-full px-2 text-xs tabular-nums ${
            String(n) === text ? "bg-brand text-white" : "bg-surface text-ink-soft hover:text-brand"
          }`}
        >
          {n}
        </button>
      ))}
      <label htmlFor={inputId} className="sr-only">
        {t("customLabel")}
      </label>
      <input
        id={inputId}
        inputMode="numeric"
        placeholder={t("custom")}
        value={custom ? text : ""}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ""))}
        aria-invalid={custom && invalid}
        className={`h-7 w-20 rounded-full border px-3 text-xs tabular-nums outline-none focus:border-brand ${
          custom && invalid && text !== "" ? "border-brand" : "border-black/10"
        }`}
      />
      {invalid && text !== "" ? (
        <span className="text-xs text-brand">
          {t("countRange", { max: formatNumber(GIFT_MAX_COUNT, 0) })}
        </span>
      ) : null}
    </div>
  );
}
