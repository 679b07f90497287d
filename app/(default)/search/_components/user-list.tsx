import Link from "next/link";
import { useTranslations } from "next-intl";
import { personalHref } from "@/lib/codes/personal-tabs";
import { UserAvatar } from "@/components/user/user-avatar";
import type { UserCard } from "@/lib/contracts/user";
import { formatCompact } from "@/lib/format/number";
import { searchHref, type SearchParams } from "./search-params";

const PAGE_SIZE = 30;
const PREVIEW = 8;

type Props = { users: UserCard[]; total: number; params: SearchParams; paged: boolean };

export function UserList({ users, total, params, paged }: Props) {
  const t = useTranslations("search");
  if (!total) return null;
  const shown = paged ? users : users.slice(0, PREVIEW);
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <section className="mt-5">
      <h2 className="mb-3 font-semibold">{t("users", { count: total })}</h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {shown.map((u) => (
          <li key={u.id}>
            <Link href={personalHref(u)} className="flex items-center gap-3 rounded-lg p-2 hover:bg-surface">
              <UserAvatar src={u.portrait} name={u.nickName} size={48} />
              <div className="min-w-0">
                <p className="font-medium">
                  {u.nickName} <span className="text-xs text-ink-mute">LV{u.level ?? 0}</span>
                </p>
                <p className="truncate text-sm text-ink-soft">
                  {t("fans", { count: formatCompact(u.fans) })} {u.signature && `· ${u.signature}`}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      {paged && pages > 1 && (
        <nav className="mt-4 flex items-center justify-center gap-4 text-sm">
          {params.page > 1 && (
            <Link href={searchHref({ ...params, page: params.page - 1 })}>{t("prev")}</Link>
          )}
          <span>{t("page", { page: params.page, pages })}</span>
          {params.page < pages && (
            <Link href={searchHref({ ...params, page: params.page + 1 })}>{t("next")}</Link>
          )}
        </nav>
      )}
    </section>
  );
}
