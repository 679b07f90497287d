import Link from "next/link";
import { LiveBadge } from "@/components/room/live-badge";
import { UserAvatar } from "@/components/user/user-avatar";

export type RankRow = {
  key: number;
  rank: number;
  portrait: string;
  nickName: string;
  level: number;
  href: string;
  value: string;
  live?: boolean;
  badge?: string;
};

const MEDALS: Record<number, string> = {
  1: "bg-[#f5b82e] text-white",
  2: "bg-[#a7b1c2] text-white",
  3: "bg-[#d48a4f] text-white",
};

/** One leaderboard: the top three wear medals; each row leads to the person or their room. */
export function RankList({
  title,
  hint,
  empty,
  rows,
}: {
  title: string;
  hint: string;
  empty: string;
  rows: RankRow[];
}) {
  return (
    <section aria-label={title} className="rounded-lg bg-white shadow-sm ring-1 ring-black/5">
      <header className="border-b border-black/5 px-5 py-3">
        <h2 className="border-l-4 border-brand pl-2 font-semibold">{title}</h2>
        <p className="mt-1 text-xs text-ink-mute">{hint}</p>
      </header>
      {rows.length ? (
        <ol>
          {rows.map((r) => (
            <li key={r.key} className="border-b border-black/5 last:border-0">
              <Link
                href={r.href}
                prefetch={false}
                className="flex items-center gap-3 px-5 py-2.5 hover:bg-surface"
              >
                <span
                  className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${MEDALS[r.rank] ?? "text-ink-mute"}`}
                >
                  {r.rank}
                </span>
                <UserAvatar src={r.portrait} name={r.nickName} size={36} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1.5">
                    <span className="truncate text-sm font-medium">{r.nickName}</span>
                    {r.badge ? (
                      <span className="shrink-0 rounded bg-[#fff4d6] px-1 text-xs text-[#b7791f]">
                        {r.badge}
                      </span>
                    ) : null}
                    {r.live ? <LiveBadge live /> : null}
                  </span>
                  <span className="text-xs text-ink-mute">LV{r.level}</span>
                </span>
                <span className="shrink-0 text-sm text-brand tabular-nums">{r.value}</span>
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <p className="px-5 py-12 text-center text-sm text-ink-mute">{empty}</p>
      )}
    </section>
  );
}
