import Link from "next/link";

export function SectionTitle({
  title,
  moreHref,
  moreLabel,
}: {
  title: string;
  moreHref: string;
  moreLabel: string;
}) {
  return (
    <div className="mb-3 flex items-center justify-between">
      <h2 className="border-l-4 border-brand pl-2 text-lg font-semibold">{title}</h2>
      <Link href={moreHref} className="text-sm text-ink-soft hover:text-brand">
        {moreLabel} ›
      </Link>
    </div>
  );
}
