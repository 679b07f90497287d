import Link from "next/link";
import { businessNoon } from "@/lib/beijing-time";
import { dayTabs } from "@/lib/date-range";

type Props = {
  /** The business day shown. */
  date: string;
  /** Today's business day, as the api counts it. */
  today: string;
  /** Link of a day; today's link carries no date so it stays the canonical URL. */
  hrefOf: (date: string | undefined) => string;
};

/** Three days back to three ahead around today's business day (SPEC §9 keeps seven). */
export function OddsDateTabs({ date, today, hrefOf }: Props) {
  const tabs = dayTabs(3, 3, { now: businessNoon(today) });
  return (
    <nav className="flex overflow-x-auto rounded-lg bg-white text-sm ring-1 ring-black/5" aria-label="date">
      {tabs.map((tab) => {
        const active = tab.date === date;
        return (
          <Link
            key={tab.date}
            href={hrefOf(tab.offset === 0 ? undefined : tab.date)}
            aria-current={active ? "page" : undefined}
            className={`flex min-w-20 flex-1 flex-col items-center px-3 py-1.5 ${
              active ? "bg-brand text-white" : "hover:text-brand"
            }`}
          >
            <span className="font-medium">{tab.label}</span>
            <span className={`text-xs tabular-nums ${active ? "text-white" : "text-ink-mute"}`}>
              {tab.monthDay}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
