import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { MissedShot } from "./missed-shot";
import { SiteLink } from "./site-link";

/**
 * The 404 message. Each route group's not-found renders it alone, inside the group's layout,
 * which already has the header (an address no route matches lands in the default group).
 */
export async function NotFoundView({ className = "" }: { className?: string }) {
  const t = await getTranslations("layout.notFound");
  return (
    <div className={`flex w-full flex-1 flex-col items-center justify-center py-16 text-center ${className}`}>
      <MissedShot className="w-80" />
      <p className="mt-6 text-5xl font-bold text-brand">{t("code")}</p>
      <h1 className="mt-3 text-xl font-semibold text-ink">{t("title")}</h1>
      <p className="mt-1 text-sm text-ink-mute">{t("english")}</p>
      <p className="mt-3 max-w-md text-sm text-ink-soft">{t("description")}</p>
      <SiteLink href="/" className={buttonClass({ size: "lg", className: "mt-8" })}>
        {t("home")}
      </SiteLink>
    </div>
  );
}
