import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { BallMark } from "./ball-mark";
import { AnchorButton } from "./header/anchor-button";
import { HeaderSearch } from "./header/header-search";
import { MainNav } from "./header/main-nav";
import { UserMenu } from "./header/user-menu";
import { PhoneIcon } from "./icons";
import { SiteLink } from "./site-link";

/** The shared header of SPEC §2: logo, navigation, search, download, 开播 and the account area. */
export async function SiteHeader() {
  const t = await getTranslations("layout");
  return (
    <header className="sticky top-0 z-50 h-16 border-b border-black/5 bg-white shadow-[0_1px_4px_rgba(0,0,0,0.04)]">
      <div className="mx-auto flex h-full max-w-site items-center gap-4">
        <SiteLink href="/" aria-label={t("brand.home")} className="flex shrink-0 items-center gap-2">
          <BallMark className="size-8" />
          <span className="text-xl font-bold tracking-wide text-brand">{t("brand.name")}</span>
        </SiteLink>
        <MainNav />
        <div className="ml-auto flex items-center gap-3">
          <HeaderSearch />
          <SiteLink href="/app" className={buttonClass({ variant: "outline", size: "sm" })}>
            <PhoneIcon className="size-4" />
            {t("actions.download")}
          </SiteLink>
          <AnchorButton />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
