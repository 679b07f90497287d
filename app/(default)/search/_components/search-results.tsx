import Link from "next/link";
import { useTranslations } from "next-intl";
import type { SearchResults as Results } from "@/lib/api/portal";
import { CatalogueGroups } from "./catalogue-groups";
import { RoomList } from "./room-list";
import { searchHref, type SearchParams, type SearchTab } from "./search-params";
import { UserList } from "./user-list";

type Props = { params: SearchParams; results: Results | null; hotWords: { word: string }[] };

export function SearchResults({ params, results, hotWords }: Props) {
  const t = useTranslations("search");
  if (!results) return <HotWords hotWords={hotWords} intro={t("emptyWord")} />;
  const { groups, users, rooms, userTotal } = results;
  if (!groups.length && !userTotal && !rooms.length)
    return <HotWords hotWords={hotWords} intro={t("noResults", { word: params.word })} />;

  const tabs: SearchTab[] = ["all", "users", "rooms"];
  return (
    <div className="mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5">
      <h1 className="text-lg font-semibold">{t("resultsFor", { word: params.word })}</h1>
      <nav className="mt-3 flex gap-6 border-b border-black/5">
        {tabs.map((tab) => (
          <Link
            key={tab}
            href={searchHref({ word: params.word, tab })}
            className={`-mb-px border-b-2 pb-2 ${params.tab === tab ? "border-brand text-brand" : "border-transparent hover:text-brand"}`}
          >
            {t(`tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      {params.tab === "all" && <CatalogueGroups groups={groups} />}
      {params.tab !== "rooms" && (
        <UserList users={users} total={userTotal} params={params} paged={params.tab === "users"} />
      )}
      {params.tab !== "users" && <RoomList rooms={rooms} />}
    </div>
  );
}

function HotWords({ hotWords, intro }: { hotWords: { word: string }[]; intro: string }) {
  const t = useTranslations("search");
  return (
    <div className="mt-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <p className="text-ink-soft">{intro}</p>
      <h2 className="mt-5 font-semibold">{t("hot")}</h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {hotWords.map(({ word }) => (
          <Link
            key={word}
            href={searchHref({ word })}
            className="rounded-full bg-surface px-4 py-1 text-sm hover:bg-brand-light hover:text-brand"
          >
            {word}
          </Link>
        ))}
      </div>
    </div>
  );
}
