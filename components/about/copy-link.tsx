"use client";

import { useState } from "react";

export type CopyLinkLabels = { copy: string; copied: string; copyFailed: string };

/** The link under the app page's code, for phones that cannot scan: shown whole, copied on a click. */
export function CopyLink({ url, labels }: { url: string; labels: CopyLinkLabels }) {
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState("copied");
    } catch {
      setCopyState("failed");
    }
  }

  return (
    <>
      <div className="flex w-full max-w-xs items-center gap-2 rounded border border-gray-200 bg-gray-50 p-1 pl-3">
        <code className="min-w-0 flex-1 truncate text-xs text-ink-soft select-all">{url}</code>
        <button
          type="button"
          onClick={copy}
          className="shrink-0 rounded bg-brand px-3 py-1 text-xs text-white hover:bg-brand-dark"
        >
          {copyState === "copied" ? labels.copied : labels.copy}
        </button>
      </div>
      <p role="status" className="min-h-4 text-xs text-brand">
        {copyState === "failed" ? labels.copyFailed : ""}
      </p>
    </>
  );
}
