"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/stores/ui-store";

const MASK = "••••••••••••••••••••";

/** A read-only value with a copy button; `hidden` shows dots but still copies the real value. */
export function CopyRow({
  label,
  value,
  hidden = false,
  extra,
}: {
  label: string;
  value: string;
  hidden?: boolean;
  extra?: ReactNode;
}) {
  const t = useTranslations("anchor.push");
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast(t("copied", { label }), "success");
    } catch {
      toast(t("copyFailed"), "error");
    }
  }
  return (
    <div className="flex items-center gap-4 py-2">
      <span className="w-24 shrink-0 text-right text-sm text-ink-soft">{label}</span>
      <code
        aria-label={label}
        className="min-w-0 flex-1 truncate rounded bg-surface px-3 py-2 font-mono text-sm text-ink"
      >
        {hidden ? MASK : value}
      </code>
      {extra}
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {t("copy")}
      </Button>
    </div>
  );
}
