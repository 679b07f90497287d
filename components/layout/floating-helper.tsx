import { getTranslations } from "next-intl/server";
import { HELP_CENTER_ID, documentHref } from "@/components/about/about-catalog";
import { FeedbackEntry } from "@/components/community/feedback-entry";
import { BackToTop } from "./helper/back-to-top";
import { GiftIcon, HelpIcon, PhoneIcon } from "./icons";
import { SiteLink } from "./site-link";

const ENTRY =
  "flex w-16 flex-col items-center gap-1 py-3 text-xs text-ink-soft transition-colors hover:bg-brand hover:text-white";

/** The floating helper panel of SPEC §2 at the right edge: activities, app, help, back to top. */
export async function FloatingHelper() {
  const t = await getTranslations("layout.helper");
  return (
    <aside
      aria-label={t("label")}
      className="fixed right-4 bottom-24 z-40 flex flex-col overflow-visible rounded-lg bg-white shadow-lg [&>*:first-child]:rounded-t-lg [&>*:last-child]:rounded-b-lg"
    >
      <div className="group relative">
        <button type="button" className={ENTRY} aria-describedby="activity-qr-caption">
          <GiftIcon className="size-5" />
          {t("activity")}
        </button>
        <div className="invisible absolute top-1/2 right-full mr-3 w-40 -translate-y-1/2 rounded-lg bg-white p-3 text-center opacity-0 shadow-xl transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
          {/* A file (app/qr/activity.svg), not inline: every page would carry its 3.6 KB drawing twice. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a small generated SVG */}
          <img
            src="/qr/activity.svg"
            alt={t("qrAlt")}
            width={136}
            height={136}
            loading="lazy"
            className="mx-auto size-34"
          />
          <p id="activity-qr-caption" className="mt-2 text-xs text-ink-soft">
            {t("qrCaption")}
          </p>
        </div>
      </div>
      <SiteLink href="/app" className={ENTRY}>
        <PhoneIcon className="size-5" />
        {t("download")}
      </SiteLink>
      <SiteLink href={documentHref({ group: "help", id: HELP_CENTER_ID })} className={ENTRY}>
        <HelpIcon className="size-5" />
        {t("help")}
      </SiteLink>
      <FeedbackEntry className={ENTRY} />
      <BackToTop label={t("top")} className={`${ENTRY} border-t border-surface`} />
    </aside>
  );
}
