import { getTranslations } from "next-intl/server";
import { webEnv } from "@/lib/web-env";

type Props = { email: string; phone: string };
type Row = { label: string; value: string; href?: string };

/** The 联系我们 channels: 意见反馈 always, the service email and phone only when configured. */
export async function ContactChannels({ email, phone }: Props) {
  const t = await getTranslations("about.contact");
  const rows: Row[] = [{ label: t("feedback"), value: t("feedbackHow") }];
  if (email) rows.push({ label: t("email"), value: email, href: `mailto:${email}` });
  if (phone) rows.push({ label: t("phone"), value: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` });
  return (
    <dl aria-label={t("label")} className="mb-3 space-y-2">
      {rows.map(({ label, value, href }) => (
        <div key={label} className="flex gap-3">
          <dt className="w-16 shrink-0 font-medium text-ink">{label}</dt>
          <dd className="min-w-0 break-all">
            {href ? (
              <a href={href} className="text-brand hover:underline">
                {value}
              </a>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The channels as this server is configured (SITE_CONTACT_EMAIL, SITE_CONTACT_PHONE), as the footer shows them. */
export async function ConfiguredContactChannels() {
  return <ContactChannels email={webEnv.SITE_CONTACT_EMAIL} phone={webEnv.SITE_CONTACT_PHONE} />;
}
