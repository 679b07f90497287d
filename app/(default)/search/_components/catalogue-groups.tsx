import Link from "next/link";
import { useTranslations } from "next-intl";
import type { SearchGroups } from "@/lib/contracts/search";

/** Players, teams, competitions, matches, experts and articles: the best group first, best hit first. */
export function CatalogueGroups({ groups }: { groups: SearchGroups }) {
  const t = useTranslations("search");
  return (
    <>
      {groups.map((group) => (
        <section key={group.kind} aria-label={t(`kinds.${group.kind}`)} className="mt-5">
          <h2 className="mb-3 font-semibold">
            {t("kindCount", { kind: t(`kinds.${group.kind}`), count: group.hits.length })}
          </h2>
          <ul className="grid gap-2 md:grid-cols-2">
            {group.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <Link
                  href={hit.href}
                  className="flex items-baseline gap-3 rounded-lg p-2 ring-1 ring-black/5 hover:ring-brand/40"
                >
                  <span className="truncate font-medium">{hit.name}</span>
                  <span className="ml-auto shrink-0 truncate text-xs text-ink-mute">{hit.detail}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
