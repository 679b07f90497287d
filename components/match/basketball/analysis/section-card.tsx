export function SectionCard({
  title,
  extra,
  children,
}: {
  title: React.ReactNode;
  extra?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="overflow-hidden rounded-lg bg-white ring-1 ring-black/5">
      <h2 className="flex items-baseline gap-3 border-b border-black/5 px-4 py-2.5 text-[15px] font-semibold text-ink">
        {title}
        {extra ? <span className="text-xs font-normal text-ink-soft">{extra}</span> : null}
      </h2>
      {children}
    </section>
  );
}
