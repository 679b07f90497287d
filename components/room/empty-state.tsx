import type { ReactNode } from "react";

/** A friendly block for an empty list: what is missing, what to do, and an optional action. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg bg-white px-6 py-14 text-center ring-1 ring-black/5">
      <p className="text-base font-medium text-ink">{title}</p>
      {hint ? <p className="max-w-md text-sm text-ink-mute">{hint}</p> : null}
      {action}
    </div>
  );
}
