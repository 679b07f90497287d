"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/stores/ui-store";

const MASK = "••••••••••••••••";

type Props = {
  label: string;
  value: string;
  secret?: boolean;
  /** A secret starts shown (a key the viewer has just regenerated). */
  revealed?: boolean;
};

/** A read-only value with a copy button; a secret shows dots until revealed but always copies the real value. */
export function CopyField({ label, value, secret = false, revealed = false }: Props) {
  const t = useTranslations("common.copyField");
  // null until the viewer toggles it; until then a secret follows `revealed`.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const shown = toggled ?? (!secret || revealed);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast(t("copied", { label }), "success");
    } catch {
      toast(t("copyFailed"), "error");
    }
  }

  return (
    <div className="flex items-center gap-3 py-1">
      <span className="w-20 shrink-0 text-sm text-ink-soft">{label}</span>
      <code
        aria-label={label}
        className="min-w-0 flex-1 truncate rounded bg-surface px-3 py-1.5 font-mono text-sm text-ink"
        title={shown ? value : undefined}
      >
        {shown ? value : MASK}
      </code>
      {secret ? (
        <button
          type="button"
          onClick={() => setToggled(!shown)}
          className="text-sm text-ink-soft hover:text-brand"
        >
          {shown ? t("hide") : t("show")}
        </button>
      ) : null}
      <button type="button" onClick={() => void copy()} className="text-sm text-brand hover:underline">
        {t("copy")}
      </button>
    </div>
  );
}
