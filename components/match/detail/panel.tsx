/** A titled white card, the building block of the match tabs. */
export function Panel({
  title,
  aside,
  children,
  className = "",
}: {
  title: string;
  aside?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5 ${className}`}>
      <h2 className="mb-3 flex items-center justify-between gap-3 border-l-4 border-brand pl-2 font-semibold">
        {title}
        {aside}
      </h2>
      {children}
    </section>
  );
}
