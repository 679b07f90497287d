import { getTranslations } from "next-intl/server";
import { webEnv } from "@/lib/web-env";
import { AppDownloadQr } from "./app-download-qr";
import { BreadcrumbJsonLd } from "@/lib/seo/breadcrumb-json-ld";
import { aboutMetadata } from "./about-messages";

export const APP_DOWNLOAD_PATH = "/app";

type Feature = { title: string; text: string };

export async function appDownloadMetadata() {
  const t = await getTranslations("about.app");
  return aboutMetadata(
    { title: t("metaTitle"), description: t("description"), path: APP_DOWNLOAD_PATH },
    t("title"),
  );
}

export async function AppDownload() {
  const t = await getTranslations("about.app");
  const features = t.raw("features") as Feature[];
  const platforms = [
    {
      id: "ios",
      button: t("iosButton"),
      hint: t("iosHint"),
      title: t("iosTitle"),
      steps: t.raw("iosSteps") as string[],
    },
    {
      id: "android",
      button: t("androidButton"),
      hint: t("androidHint"),
      title: t("androidTitle"),
      steps: t.raw("androidSteps") as string[],
    },
  ];

  return (
    <div className="mx-auto my-6 w-full max-w-[960px] overflow-hidden rounded-lg bg-white shadow-sm">
      <BreadcrumbJsonLd crumbs={[{ name: t("metaTitle"), path: APP_DOWNLOAD_PATH }]} />
      <section className="grid gap-8 bg-gradient-to-br from-brand to-brand-dark px-6 py-10 text-white md:grid-cols-[1fr_auto] md:px-12">
        <div>
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <p className="mt-2 text-lg text-white/90">{t("tagline")}</p>
          <p className="mt-4 max-w-xl text-sm leading-7 text-white/90">{t("intro")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {platforms.map((platform) => (
              <a
                key={platform.id}
                href={`#${platform.id}`}
                className="rounded-md bg-white px-5 py-2.5 text-brand shadow-sm hover:bg-brand-light"
              >
                <span className="block font-semibold">{platform.button}</span>
                <span className="block text-xs text-ink-mute">{platform.hint}</span>
              </a>
            ))}
          </div>
        </div>
        <div className="rounded-lg bg-white p-5 text-ink md:w-72">
          <h2 className="text-center font-semibold">{t("qrTitle")}</h2>
          <p className="mt-1 mb-4 text-center text-xs text-ink-mute">{t("qrHint")}</p>
          <AppDownloadQr
            url={new URL(APP_DOWNLOAD_PATH, webEnv.SITE_URL).href}
            labels={{
              qrLabel: t("qrLabel"),
              urlHint: t("urlHint"),
              copy: t("copy"),
              copied: t("copied"),
              copyFailed: t("copyFailed"),
            }}
          />
        </div>
      </section>

      <section className="px-6 py-10 md:px-12">
        <h2 className="text-xl font-semibold text-ink">{t("featuresTitle")}</h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-md border border-gray-100 p-5">
              <h3 className="font-semibold text-brand">{feature.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-soft">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-8 border-t border-gray-100 px-6 py-10 md:grid-cols-2 md:px-12">
        {platforms.map((platform) => (
          <section key={platform.id} id={platform.id} className="scroll-mt-20">
            <h2 className="text-lg font-semibold text-ink">{platform.title}</h2>
            <ol className="mt-4 space-y-3 text-sm leading-6 text-ink-soft">
              {platform.steps.map((step, i) => (
                <li key={step} className="flex gap-3">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-light text-xs font-semibold text-brand">
                    {i + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>

      <p className="border-t border-gray-100 bg-gray-50 px-6 py-4 text-xs leading-6 text-ink-mute md:px-12">
        {t("notice")}
      </p>
    </div>
  );
}
