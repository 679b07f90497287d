"use client";
import { useTranslations } from "next-intl";
import type { SearchGroups, SearchHit } from "@/lib/contracts/search";

type Props = {
  word: string;
  groups: SearchGroups | null;
  onPick: (hit: SearchHit) => void;
  onSearchAll: () => void;
};

/** What the header finds while typing: grouped by kind, the best match first. */
export function HeaderSuggestions({ word, groups, onPick, onSearchAll }: Props) {
  const t = useTranslations("layout.search");
  return (
    <section aria-label={t("suggestions")}>
      {groups && groups.length === 0 ? (
        <p className="mb-2 text-xs text-ink-mute">{t("noSuggestions")}</p>
      ) : null}
      {groups?.map((group) => (
        <div key={group.kind} className="mb-2">
          <h3 className="mb-1 text-xs text-ink-mute">{t(`kinds.${group.kind}`)}</h3>
          <ul>
            {group.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <button
                  type="button"
                  onClick={() => onPick(hit)}
                  className="flex w-full items-baseline gap-2 rounded px-1 py-1 text-left hover:bg-surface hover:text-brand"
                >
                  <span className="truncate text-ink">{hit.name}</span>
                  <span className="ml-auto shrink-0 truncate text-xs text-ink-mute">{hit.detail}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <button type="button" onClick={onSearchAll} className="mt-1 text-xs text-brand hover:underline">
        {t("all", { word: word.trim() })}
      </button>
    </section>
  );
}
