import Link from "next/link";
import { useTranslations } from "next-intl";

export function AppPromo() {
  const t = useTranslations("home");
  return (
    <section className="flex items-center justify-between rounded-xl bg-ink p-6 text-white">
      <div>
        <h2 className="text-xl font-semibold">{t("appTitle")}</h2>
        <p className="mt-1 text-white/70">{t("appText")}</p>
      </div>
      <Link href="/app" className="rounded-full bg-brand px-6 py-2 font-medium hover:bg-brand-dark">
        {t("appButton")}
      </Link>
    </section>
  );
}
