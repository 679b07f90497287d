import Link from "next/link";

export type FilterOption = { value: string | undefined; label: string };

/** One row of filter chips; each is a link, so every filtered list is a cacheable, linkable page. */
export function FilterRow({
  label,
  options,
  current,
  hrefFor,
}: {
  label: string;
  options: FilterOption[];
  current: string | undefined;
  hrefFor: (value: string | undefined) => string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 py-1.5 text-sm" role="group" aria-label={label}>
      <span className="w-12 shrink-0 text-ink-mute">{label}</span>
      {options.map((o) => (
        <Link
          key={o.value ?? "all"}
          href={hrefFor(o.value)}
          aria-current={o.value === current ? "true" : undefined}
          className={`rounded-full px-3 py-0.5 ${
            o.value === current ? "bg-brand text-white" : "text-ink-soft hover:text-brand"
          }`}
        >
          {o.label}
        </Link>
      ))}
    </div>
  );
}

/** The URL of a list page with one key changed (and the page reset), keys in a stable order. */
export function withQuery(
  path: string,
  query: Record<string, string>,
  key: string,
  value: string | undefined,
) {
  const next = new URLSearchParams(Object.entries(query).filter(([k]) => k !== key && k !== "page"));
  if (value !== undefined) next.set(key, value);
  next.sort();
  const qs = next.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The URL of another page of the same filtered list. */
export function pageHref(path: string, query: Record<string, string>, page: number) {
  const next = new URLSearchParams(Object.entries(query).filter(([k]) => k !== "page"));
  if (page > 1) next.set("page", String(page));
  next.sort();
  const qs = next.toString();
  return qs ? `${path}?${qs}` : path;
}
