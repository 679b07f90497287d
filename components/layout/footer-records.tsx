import { getTranslations } from "next-intl/server";
import { webEnv } from "@/lib/web-env";

/** Copyright, the record numbers and the contact details that are configured; none is invented. */
export async function FooterRecords() {
  const t = await getTranslations("layout.footer");
  const { SITE_ICP, SITE_PUBLIC_SECURITY_RECORD, SITE_CONTACT_EMAIL, SITE_CONTACT_PHONE } = webEnv;
  const parts = [
    t("copyright", { year: new Date().getFullYear() }),
    SITE_ICP,
    SITE_PUBLIC_SECURITY_RECORD,
    SITE_CONTACT_EMAIL && t("email", { email: SITE_CONTACT_EMAIL }),
    SITE_CONTACT_PHONE && t("phone", { phone: SITE_CONTACT_PHONE }),
    t("report"),
  ].filter(Boolean);
  return <p className="mt-3 text-white/60">{parts.join(" · ")}</p>;
}
