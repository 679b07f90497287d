import { useTranslations } from "next-intl";

/** A plain GET form: works before hydration and for crawlers. */
export function SearchForm({ word }: { word: string }) {
  const t = useTranslations("search");
  return (
    <form action="/search" className="flex gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5">
      <input
        name="word"
        defaultValue={word}
        maxLength={40}
        placeholder={t("placeholder")}
        aria-label={t("placeholder")}
        className="flex-1 rounded-lg border border-black/10 px-4 py-2 outline-none focus:border-brand"
      />
      <button className="rounded-lg bg-brand px-6 text-white hover:bg-brand-dark">{t("submit")}</button>
    </form>
  );
}
