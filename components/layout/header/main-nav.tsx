"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "../icons";
import { activeNavKey, NAV_ITEMS, type NavItem } from "../nav-items";
import { SiteLink } from "../site-link";

const ITEM =
  "relative flex h-16 items-center gap-0.5 px-3 text-[15px] whitespace-nowrap transition-colors hover:text-brand";
const ACTIVE =
  "font-semibold text-brand after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:bg-brand";

/** The top navigation of SPEC §2; the item owning the current path is underlined in brand red. */
export function MainNav() {
  const t = useTranslations("layout.nav");
  const active = activeNavKey(usePathname() ?? "/");
  return (
    <nav aria-label={t("label")} className="h-full">
      <ul className="flex h-full items-center">
        {NAV_ITEMS.map((item) => (
          <li key={item.key} className="group relative h-full">
            <SiteLink
              href={item.href}
              aria-current={item.key === active ? "true" : undefined}
              className={`${ITEM} ${item.key === active ? ACTIVE : "text-ink"}`}
            >
              {t(item.key)}
              {item.children ? (
                <ChevronDownIcon className="size-3.5 transition-transform group-hover:rotate-180" />
              ) : null}
            </SiteLink>
            {item.children ? <SubMenu item={item} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SubMenu({ item }: { item: NavItem }) {
  const t = useTranslations("layout.nav");
  return (
    <ul className="invisible absolute top-full left-1/2 z-50 min-w-28 -translate-x-1/2 rounded-b-md border border-t-0 border-black/5 bg-white py-1.5 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
      {item.children?.map((child) => (
        <li key={child.key}>
          {child.disabled ? (
            <span
              role="link"
              aria-disabled="true"
              className="block cursor-not-allowed px-4 py-2 text-center text-sm text-ink-mute"
            >
              {t(child.key)}
            </span>
          ) : (
            <SiteLink
              href={child.href}
              className="block px-4 py-2 text-center text-sm text-ink hover:bg-brand-light hover:text-brand"
            >
              {t(child.key)}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  );
}
