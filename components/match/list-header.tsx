import { SiteLink } from "@/components/layout/site-link";

type Tab = { key: string; href: string; label: string };

type Props = {
  title: string;
  note?: string;
  navLabel: string;
  tabs: Tab[];
  active: string;
  /** The link at the right end of the tab bar (赛事大全, 指数中心). */
  aside: Tab;
};

/** A list page's title with the tab bar across its sport's lists. */
export function ListHeader({ title, note, navLabel, tabs, active, aside }: Props) {
  return (
    <header className="rounded-md bg-white ring-1 ring-black/5">
      <div className="flex items-baseline gap-3 px-4 pt-3">
        <h1 className="text-lg font-semibold text-ink">{title}</h1>
        {note ? <p className="text-xs text-ink-mute">{note}</p> : null}
      </div>
      <nav aria-label={navLabel} className="flex items-center gap-1 px-2 text-[15px]">
        {tabs.map((tab) => (
          <SiteLink
            key={tab.key}
            href={tab.href}
            aria-current={tab.key === active ? "page" : undefined}
            className={`relative px-4 py-2.5 ${
              tab.key === active
                ? "font-semibold text-brand after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:bg-brand"
                : "text-ink hover:text-brand"
            }`}
          >
            {tab.label}
          </SiteLink>
        ))}
        <SiteLink
          href={aside.href}
          aria-current={aside.key === active ? "page" : undefined}
          className={`ml-auto px-3 py-2.5 text-sm ${aside.key === active ? "font-semibold text-brand" : "text-ink-soft hover:text-brand"}`}
        >
          {aside.label}
        </SiteLink>
      </nav>
    </header>
  );
}
