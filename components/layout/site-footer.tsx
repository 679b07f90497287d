import { getTranslations } from "next-intl/server";
import { ABOUT_FOOTER_DISCLAIMER, ABOUT_FOOTER_LINKS } from "@/components/about/footer-links";
import { BallMark } from "./ball-mark";
import { FooterRecords } from "./footer-records";
import { SiteLink } from "./site-link";

/** The shared footer: links to the about pages, the disclaimer (the site hosts no streams), copyright. */
export async function SiteFooter() {
  const t = await getTranslations("layout");
  return (
    <footer className="mt-10 bg-ink text-white/60">
      <div className="mx-auto max-w-site py-8 text-xs leading-6">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-white/10 pb-5">
          <span className="flex items-center gap-2 text-base font-bold text-white">
            <BallMark className="size-6" />
            {t("brand.name")}
          </span>
          <nav aria-label={t("footer.nav")}>
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
              {ABOUT_FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href} className="text-white/75 hover:text-white">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="mt-5">{ABOUT_FOOTER_DISCLAIMER}</p>
        <p>{t("footer.fairPlay")}</p>
        <FooterRecords />
      </div>
    </footer>
  );
}
