"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/stores/ui-store";

const MASK = "••••••••••••••••";

/** A read-only value with a copy button; a secret stays masked until shown. */
export function CopyField({
  label,
  value,
  secret = false,
}: {
  label: string;
  value: string;
  secret?: boolean;
}) {
  const t = useTranslations("pushPanel");
  const [shown, setShown] = useState(!secret);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast(t("copied", { label }), "success");
    } catch {
      toast(t("copyFailed"), "error");
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="w-20 shrink-0 text-sm text-ink-soft">{label}</span>
      <code
        className="min-w-0 flex-1 truncate rounded bg-surface px-3 py-1.5 font-mono text-sm"
        title={shown ? value : undefined}
      >
        {shown ? value : MASK}
      </code>
      {secret ? (
        <button
          type="button"
          onClick={() => setShown(!shown)}
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
