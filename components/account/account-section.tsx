/** A white card of the account area with a brand-marked heading. */
export function AccountSection({
  title,
  intro,
  action,
  heading = "h1",
  children,
}: {
  title: string;
  /** One h1 per page; further sections of the same page are h2. */
  heading?: "h1" | "h2";
  intro?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const Heading = heading;
  return (
    <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
      <header className="mb-4 flex items-center justify-between gap-3">
        <div>
          <Heading className="border-l-4 border-brand pl-2 text-lg font-semibold text-ink">{title}</Heading>
          {intro ? <p className="mt-1 pl-3 text-sm text-ink-mute">{intro}</p> : null}
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}

export function EmptyState({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-14 text-center">
      <p className="text-sm text-ink-mute">{text}</p>
      {children}
    </div>
  );
}
