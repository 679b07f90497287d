import { SiteLink } from "@/components/layout/site-link";
import { getTranslations } from "next-intl/server";
import { getDocumentNav } from "./about-messages";

export async function AboutSideNav({ currentHref }: { currentHref: string }) {
  const [t, groups] = await Promise.all([getTranslations("about.ui"), getDocumentNav()]);
  return (
    <nav aria-label={t("navLabel")} className="flex flex-col gap-5 text-sm">
      {groups.map(({ group, items }) => (
        <div key={group}>
          <h2 className="mb-2 px-3 text-xs font-medium tracking-wide text-ink-mute">
            {t(`groups.${group}`)}
          </h2>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {items.map(({ href, title }) => {
              const current = href === currentHref;
              return (
                <li key={href}>
                  <SiteLink
                    href={href}
                    aria-current={current ? "page" : undefined}
                    className={
                      current
                        ? "block rounded bg-brand-light px-3 py-1.5 font-medium text-brand"
                        : "block rounded px-3 py-1.5 text-ink-soft hover:bg-gray-50 hover:text-ink"
                    }
                  >
                    {title}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
