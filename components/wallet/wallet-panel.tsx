import type { ReactNode } from "react";

/** A white card of the wallet pages; `aside` sits right of the title. */
export function WalletPanel({
  title,
  aside,
  children,
  className = "",
}: {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-lg bg-white p-6 shadow-sm ${className}`}>
      <div className="mb-4 flex items-center justify-between gap-4 border-b border-surface pb-3">
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export const fieldLabel = "mb-1 block text-sm text-ink-soft";
