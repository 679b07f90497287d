import { SiteLink } from "@/components/layout/site-link";

type Tab = { key: string; label: string; href: string };

/** Tabs that are links (the filter lives in the URL). */
export function TabLinks({ tabs, active, label }: { tabs: Tab[]; active: string; label: string }) {
  return (
    <nav aria-label={label} className="mb-4 flex gap-2 border-b border-black/5">
      {tabs.map((tab) => (
        <SiteLink
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === active ? "page" : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm ${
            tab.key === active
              ? "border-brand font-semibold text-brand"
              : "border-transparent text-ink-soft hover:text-brand"
          }`}
        >
          {tab.label}
        </SiteLink>
      ))}
    </nav>
  );
}
