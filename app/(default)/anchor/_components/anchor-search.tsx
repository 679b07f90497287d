import { useTranslations } from "next-intl";
import { SearchIcon } from "@/components/layout/icons";
import { LIST_WORD_MAX } from "@/lib/codes/list-types";

/** A plain GET form: the word lands in the URL, so a search works without script and can be shared. */
export function AnchorSearch({ word, navId }: { word: string; navId: number }) {
  const t = useTranslations("anchorDirectory");
  return (
    <form
      action="/anchor"
      role="search"
      className="flex h-9 w-full max-w-sm items-center rounded-full bg-white ring-1 ring-black/10 focus-within:ring-brand"
    >
      {navId ? <input type="hidden" name="navId" value={navId} /> : null}
      <input
        type="search"
        name="word"
        defaultValue={word}
        maxLength={LIST_WORD_MAX}
        placeholder={t("searchPlaceholder")}
        aria-label={t("searchPlaceholder")}
        className="h-full min-w-0 flex-1 bg-transparent pl-4 text-sm outline-none"
      />
      <button
        type="submit"
        aria-label={t("search")}
        className="flex h-full items-center px-4 text-ink-soft hover:text-brand"
      >
        <SearchIcon className="size-4" />
      </button>
    </form>
  );
}
