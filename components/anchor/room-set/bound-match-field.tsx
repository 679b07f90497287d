"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { MatchRow } from "@/lib/contracts/match-list";
import { MatchLine } from "../match-line";
import { MatchPicker } from "../match-picker";

/** 绑定比赛: the room's match (its live score shows in the room), picked from the coming match days. */
export function BoundMatchField({
  match,
  onChange,
}: {
  match: MatchRow | null;
  onChange: (m: MatchRow | null) => void;
}) {
  const t = useTranslations("anchor.roomSet");
  const [picking, setPicking] = useState(false);
  return (
    <div>
      {match ? (
        <ul className="rounded border border-surface px-3">
          <MatchLine
            match={match}
            action={
              <Button variant="outline" size="sm" onClick={() => onChange(null)}>
                {t("unbind")}
              </Button>
            }
          />
        </ul>
      ) : (
        <p className="py-2 text-sm text-ink-mute">{t("noMatch")}</p>
      )}
      <Button variant="outline" size="sm" className="mt-2" onClick={() => setPicking(true)}>
        {match ? t("changeMatch") : t("pickMatch")}
      </Button>
      <Modal open={picking} onClose={() => setPicking(false)} title={t("pickTitle")} className="w-[760px]">
        <div className="px-6 py-5">
          <MatchPicker
            action={(m) =>
              m.id === match?.id ? (
                <span className="text-xs text-ink-mute">{t("bound")}</span>
              ) : (
                <Button
                  size="sm"
                  onClick={() => {
                    onChange(m);
                    setPicking(false);
                  }}
                >
                  {t("bind")}
                </Button>
              )
            }
          />
        </div>
      </Modal>
    </div>
  );
}
