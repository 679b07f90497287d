import { SiteLink } from "./site-link";

type Item = { key: string; href: string; label: string; active: boolean; badge?: React.ReactNode };

/** The white side menu of the account-style layouts (anchor pages, recommend pages). */
export function SideMenu({ title, items }: { title: string; items: Item[] }) {
  return (
    <nav aria-label={title} className="w-44 shrink-0 self-start rounded-lg bg-white py-3 shadow-sm">
      <h2 className="px-5 pb-2 text-sm font-semibold text-ink-mute">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <SiteLink
              href={item.href}
              aria-current={item.active ? "page" : undefined}
              className={`flex items-center justify-between border-l-[3px] px-5 py-2.5 text-[15px] ${
                item.active
                  ? "border-brand bg-brand-light font-semibold text-brand"
                  : "border-transparent text-ink hover:text-brand"
              }`}
            >
              {item.label}
              {item.badge}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
