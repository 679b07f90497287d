import type { ReactNode } from "react";

/** A model's card: its title, one line saying how it is computed, then its table. */
export function ModelCard({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className="rounded-lg bg-white shadow-sm ring-1 ring-black/5"
      aria-labelledby={`${id}-title`}
    >
      <header className="border-b border-black/5 px-4 py-3">
        <h2 id={`${id}-title`} className="font-semibold">
          <span className="mr-2 inline-block h-4 w-1 translate-y-0.5 rounded bg-brand" />
          {title}
        </h2>
        <p className="mt-1 text-xs text-ink-soft">{note}</p>
      </header>
      <div className="overflow-x-auto">{children}</div>
    </section>
  );
}

export const MODEL_TH = "bg-surface px-2 py-1.5 text-left font-medium text-ink-soft";
export const MODEL_TD = "px-2 py-1.5";
