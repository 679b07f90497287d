import Link from "next/link";
import type { DayTab } from "@/lib/date-range";

type Props = {
  tabs: DayTab[];
  /** The business date shown. */
  current: string;
  hrefOf: (tab: DayTab) => string;
  label: string;
};

/** A row of date tabs (今天, 明天, 周三 … with MM-DD), from the SPEC §9 date-range helper. */
export function DayTabs({ tabs, current, hrefOf, label }: Props) {
  return (
    <nav aria-label={label} className="flex overflow-x-auto rounded-md bg-white text-sm ring-1 ring-black/5">
      {tabs.map((tab) => {
        const active = tab.date === current;
        return (
          <Link
            key={tab.date}
            href={hrefOf(tab)}
            prefetch={false}
            aria-current={active ? "page" : undefined}
            className={`flex min-w-20 flex-1 flex-col items-center px-3 py-1.5 ${
              active ? "bg-brand text-white" : "text-ink hover:text-brand"
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
