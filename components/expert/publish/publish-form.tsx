"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Counter, FormRow, TextArea, TextInput } from "@/components/anchor/form-row";
import { Panel } from "@/components/anchor/panel";
import { Button } from "@/components/ui/button";
import { isOk } from "@/lib/api/envelope";
import { expertPlansApi } from "@/lib/api/expert-plans-client";
import {
  isLotteryPlay,
  LOTTERY_MARKET_LABELS,
  LotteryMarket,
  legCountOf,
  PLAN_LIMITS,
  type PlanPickCode,
} from "@/lib/codes/expert-plans";
import { SPORT_LABELS, type SportId } from "@/lib/codes/sports";
import { toast } from "@/stores/ui-store";
import { planHref, playTypeLabel } from "../plan-labels";
import { MatchChoice } from "./match-choice";
import { type LegDraft, validatePublish } from "./publish-validation";

export type PublishMode = { sportId: SportId; playType: number };

const modeKey = (m: PublishMode) => `${m.sportId}-${m.playType}`;

/** Choose an upcoming match (two for 二串一) and a side at its current quote, then title, analysis and price. */
export function PublishForm({ modes }: { modes: readonly PublishMode[] }) {
  const t = useTranslations("expert.publish");
  const router = useRouter();
  const [mode, setMode] = useState<PublishMode>(modes[0]!);
  const [lotteryMarket, setLotteryMarket] = useState<number>(LotteryMarket.WinDrawLose);
  const [legs, setLegs] = useState<LegDraft[]>([]);
  const [title, setTitle] = useState("");
  const [analysis, setAnalysis] = useState("");
  const [price, setPrice] = useState("0");
  const [refund, setRefund] = useState(false);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const picker = useSWR(["expert/picker", mode.sportId, mode.playType], async () => {
    const res = await expertPlansApi.picker(mode.sportId, mode.playType);
    if (!isOk(res)) throw new Error(res.message);
    return res.data.list;
  });
  const lottery = isLotteryPlay(mode.sportId, mode.playType);
  const maxLegs = legCountOf(mode.sportId, mode.playType);
  const draft = { ...mode, legs, title, analysis, price, refundIfLose: refund };
  const errors = validatePublish(draft);
  const message = (key: keyof typeof errors) => {
    const e = errors[key];
    return shown && e ? t(`errors.${e.key}`, e.values) : undefined;
  };

  function switchMode(next: PublishMode) {
    setMode(next);
    setLegs([]);
  }
  function toggle(matchId: number) {
    setLegs((current) => {
      if (current.some((l) => l.matchId === matchId)) return current.filter((l) => l.matchId !== matchId);
      const next = [...current, { matchId, pick: null }];
      return next.slice(-maxLegs);
    });
  }
  function pick(matchId: number, value: PlanPickCode) {
    setLegs((current) => current.map((l) => (l.matchId === matchId ? { ...l, pick: value } : l)));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setShown(true);
    if (Object.keys(errors).length) return;
    setBusy(true);
    const res = await expertPlansApi.publish({
      sportId: mode.sportId,
      playType: mode.playType,
      legs: legs.map((l) => ({ matchId: l.matchId, pick: l.pick!, ...(lottery ? { lotteryMarket } : {}) })),
      title: title.trim(),
      analysis: analysis.trim(),
      price: Number(price),
      refundIfLose: refund ? 1 : 0,
    });
    setBusy(false);
    if (!isOk(res)) return void toast(res.message, "error");
    toast(t("published"), "success");
    router.push(planHref(res.data.code));
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Panel title={t("heading")}>
        {modes.length > 1 ? (
          <div role="tablist" aria-label={t("playType")} className="mb-4 flex flex-wrap gap-2">
            {modes.map((m) => (
              <button
                key={modeKey(m)}
                type="button"
                role="tab"
                aria-selected={modeKey(m) === modeKey(mode)}
                onClick={() => switchMode(m)}
                className={`rounded-full px-4 py-1.5 text-sm ${
                  modeKey(m) === modeKey(mode)
                    ? "bg-brand text-white"
                    : "bg-surface text-ink-soft hover:text-brand"
                }`}
              >
                {SPORT_LABELS[m.sportId]} · {playTypeLabel(m.sportId, m.playType)}
              </button>
            ))}
          </div>
        ) : null}
        {lottery ? (
          <div className="mb-3 flex gap-2" role="radiogroup" aria-label={t("playType")}>
            {Object.values(LotteryMarket).map((code) => (
              <label key={code} className="flex items-center gap-1.5 text-sm">
                <input
                  type="radio"
                  name="lotteryMarket"
                  checked={lotteryMarket === code}
                  onChange={() => setLotteryMarket(code)}
                  className="accent-brand"
                />
                {LOTTERY_MARKET_LABELS[code]}
              </label>
            ))}
          </div>
        ) : null}
        <h3 className="text-sm font-semibold text-ink">{t("chooseMatch")}</h3>
        <p className="mb-3 text-xs text-ink-mute">
          {t("matchHint")} {t("takenFrom")}
        </p>
        {picker.data?.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-mute">{t("noMatches")}</p>
        ) : (
          <ul className="max-h-[28rem] space-y-2 overflow-auto" data-testid="publish-matches">
            {picker.data?.map((row) => {
              const leg = legs.find((l) => l.matchId === row.matchId);
              return (
                <MatchChoice
                  key={row.matchId}
                  row={row}
                  sportId={mode.sportId}
                  playType={mode.playType}
                  selected={Boolean(leg)}
                  pick={leg?.pick ?? null}
                  lotteryMarket={lottery ? lotteryMarket : undefined}
                  onToggle={() => toggle(row.matchId)}
                  onPick={(value) => pick(row.matchId, value)}
                />
              );
            })}
          </ul>
        )}
        {message("legs") ? (
          <p role="alert" className="mt-2 text-xs text-brand">
            {message("legs")}
          </p>
        ) : null}
      </Panel>
      <Panel>
        <FormRow id="plan-title" label={t("title")} required error={message("title")}>
          <TextInput
            id="plan-title"
            value={title}
            maxLength={PLAN_LIMITS.titleMax}
            placeholder={t("titlePlaceholder")}
            invalid={Boolean(message("title"))}
            onChange={(e) => setTitle(e.target.value)}
          />
        </FormRow>
        <FormRow
          id="plan-analysis"
          label={t("analysis")}
          required
          error={message("analysis")}
          hint={<Counter value={analysis} max={PLAN_LIMITS.analysisMax} />}
        >
          <TextArea
            id="plan-analysis"
            rows={8}
            value={analysis}
            placeholder={t("analysisPlaceholder")}
            invalid={Boolean(message("analysis"))}
            onChange={(e) => setAnalysis(e.target.value)}
          />
        </FormRow>
        <FormRow id="plan-price" label={t("price")} error={message("price")} hint={t("priceHint")}>
          <TextInput
            id="plan-price"
            inputMode="numeric"
            value={price}
            invalid={Boolean(message("price"))}
            onChange={(e) => setPrice(e.target.value.replace(/\D/g, "").slice(0, 4))}
          />
        </FormRow>
        <FormRow id="plan-refund" label={t("refund")} hint={t("refundHint")}>
          <input
            id="plan-refund"
            type="checkbox"
            checked={refund}
            onChange={(e) => setRefund(e.target.checked)}
            className="mt-3 accent-brand"
          />
        </FormRow>
        <div className="mt-4 flex justify-end">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t("submitting") : t("submit")}
          </Button>
        </div>
      </Panel>
    </form>
  );
}
