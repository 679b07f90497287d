import Link from "next/link";

type Props = {
  label: string;
  items: { key: string | number; href: string; label: string; active: boolean }[];
  testId: string;
};

/** A row of choices that are plain links (one company, one market), so each choice has its URL. */
export function PillLinks({ label, items, testId }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm" data-testid={testId}>
      <span className="mr-1 text-ink-soft">{label}</span>
      {items.map((item) => (
        <Link
          key={item.key}
          href={item.href}
          aria-current={item.active ? "true" : undefined}
          className={`rounded-full px-3 py-1 ${item.active ? "bg-brand text-white" : "bg-white ring-1 ring-black/10 hover:text-brand"}`}
        >
          {item.label}
        </Link>
      ))}
    </div>
  );
}
