import type { ReactNode } from "react";

/** The white card every anchor page section sits in; `aside` goes to the right of the title. */
export function Panel({
  title,
  aside,
  children,
  className = "",
}: {
  title?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-lg bg-white p-6 shadow-sm ${className}`}>
      {title ? (
        <div className="mb-5 flex items-center justify-between gap-4 border-b border-surface pb-3">
          <h2 className="text-base font-semibold text-ink">{title}</h2>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A centred notice in a card: loading, signed out, not an anchor, an error. */
export function PanelMessage({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <section className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-lg bg-white p-10 text-center shadow-sm">
      <h1 className="text-lg font-semibold text-ink">{title}</h1>
      {text ? <p className="max-w-md text-sm text-ink-soft">{text}</p> : null}
      {children ? <div className="mt-2 flex gap-3">{children}</div> : null}
    </section>
  );
}
