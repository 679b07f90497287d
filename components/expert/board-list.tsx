import Link from "next/link";
import { UserAvatar } from "@/components/user/user-avatar";
import type { BoardRow } from "@/lib/contracts/expert-plans";
import { expertHref } from "./plan-labels";

/** One board (命中率 / 连红 / 回报率): rank, expert and the ranked figure as the api words it. */
export function BoardList({ title, rows, empty }: { title: string; rows: BoardRow[]; empty: string }) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" aria-label={title}>
      <h3 className="mb-3 font-semibold text-ink">{title}</h3>
      {rows.length ? (
        <ol className="space-y-2">
          {rows.map((row) => (
            <li key={row.expert.userId}>
              <Link
                href={expertHref(row.expert.userId)}
                className="flex items-center gap-2 text-sm hover:text-brand"
              >
                <span
                  className={`w-5 text-center font-semibold tabular-nums ${row.rank <= 3 ? "text-brand" : "text-ink-mute"}`}
                >
                  {row.rank}
                </span>
                <UserAvatar src={row.expert.portrait} name={row.expert.nickName} size={28} />
                <span className="min-w-0 flex-1 truncate">{row.expert.nickName}</span>
                <span className="shrink-0 text-xs font-medium text-brand">{row.valueText}</span>
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className="py-6 text-center text-sm text-ink-mute">{empty}</p>
      )}
    </section>
  );
}
