"use client";

import { useState, useSyncExternalStore } from "react";
import { QrCodeSvg } from "./qr/qr-code-svg";

type Labels = { qrLabel: string; urlHint: string; copy: string; copied: string; copyFailed: string };

const noSubscription = () => () => {};

// The code points at this site's own address, which only the browser knows for sure.
export function AppDownloadQr({ path, labels }: { path: string; labels: Labels }) {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
  const url = origin ? new URL(path, origin).href : null;
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }

  return (
    <div className="flex flex-col items-center gap-3">
      {url ? (
        <QrCodeSvg value={url} label={labels.qrLabel} className="size-44 rounded border border-gray-200" />
      ) : (
        <div aria-hidden className="size-44 animate-pulse rounded border border-gray-200 bg-gray-50" />
      )}
      <p className="text-xs text-ink-mute">{labels.urlHint}</p>
      <div className="flex w-full max-w-xs items-center gap-2 rounded border border-gray-200 bg-gray-50 p-1 pl-3">
        <code className="min-w-0 flex-1 truncate text-xs text-ink-soft select-all">{url ?? path}</code>
        <button
          type="button"
          onClick={copy}
          disabled={!url}
          className="shrink-0 rounded bg-brand px-3 py-1 text-xs text-white hover:bg-brand-dark disabled:opacity-50"
        >
          {copyState === "copied" ? labels.copied : labels.copy}
        </button>
      </div>
      <p role="status" className="min-h-4 text-xs text-brand">
        {copyState === "failed" ? labels.copyFailed : ""}
      </p>
    </div>
  );
}
