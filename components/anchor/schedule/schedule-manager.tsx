"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { anchorApi } from "@/lib/api/anchor";
import type { ApiResult } from "@/lib/api/envelope";
import { useMySchedule } from "@/lib/api/use-anchor";
import type { MatchRow } from "@/lib/contracts/match-list";
import { toast } from "@/stores/ui-store";
import { useAnchor } from "../anchor-gate";
import { MatchLine, isNotStarted } from "../match-line";
import { MatchPicker } from "../match-picker";
import { Panel } from "../panel";

/** /v/anchor-add: the matches the anchor will call (shown offline in the room), and adding more. */
export function ScheduleManager() {
  const t = useTranslations("anchor.schedule");
  const anchor = useAnchor();
  const schedule = useMySchedule(anchor.id);
  const [busy, setBusy] = useState<number | null>(null);
  const planned = new Set(schedule.data?.map((m) => m.id));

  async function change(match: MatchRow, call: Promise<ApiResult<MatchRow[]>>, done: string) {
    setBusy(match.id);
    const res = await call;
    setBusy(null);
    if (res.code !== 200) return toast(res.message || t("failed"), "error");
    toast(res.message || done, "success");
    void schedule.mutate(res.data ?? undefined, { revalidate: !res.data });
  }

  const add = (m: MatchRow) => change(m, anchorApi.addSchedule(m.id), t("added"));
  const remove = (m: MatchRow) => change(m, anchorApi.removeSchedule(m.id), t("removed"));

  return (
    <div className="space-y-5">
      <Panel title={t("mine")} aside={<span className="text-xs text-ink-mute">{t("mineHint")}</span>}>
        {schedule.error && !schedule.data ? (
          <p className="py-6 text-center text-sm text-brand">{schedule.error.message}</p>
        ) : null}
        {!schedule.data && !schedule.error ? (
          <p className="py-6 text-center text-sm text-ink-mute">{t("loading")}</p>
        ) : null}
        {schedule.data?.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-mute">{t("empty")}</p>
        ) : null}
        {schedule.data?.length ? (
          <ul>
            {schedule.data.map((m) => (
              <MatchLine
                key={m.id}
                match={m}
                action={
                  <Button variant="outline" size="sm" disabled={busy === m.id} onClick={() => void remove(m)}>
                    {t("remove")}
                  </Button>
                }
              />
            ))}
          </ul>
        ) : null}
      </Panel>
      <Panel title={t("add")}>
        <MatchPicker
          action={(m) => {
            if (planned.has(m.id)) return <span className="text-xs text-lose">{t("inSchedule")}</span>;
            if (!isNotStarted(m)) return <span className="text-xs text-ink-mute">{t("started")}</span>;
            return (
              <Button size="sm" disabled={busy === m.id} onClick={() => void add(m)}>
                {t("addButton")}
              </Button>
            );
          }}
        />
      </Panel>
    </div>
  );
}
