import type { Metadata, Viewport } from "next";
import Script from "next/script";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ChunkReload } from "@/components/layout/global/chunk-reload";
import { DevtoolsGuard } from "@/components/layout/global/devtools-guard";
import { LoadingBar } from "@/components/layout/global/loading-bar";
import { LoginModalSlot } from "@/components/layout/global/login-modal-slot";
import { OnlineStatus } from "@/components/layout/global/online-status";
import { UserBootstrap } from "@/components/layout/global/user-bootstrap";
import { Toaster } from "@/components/ui/toast";
import { webEnv } from "@/lib/web-env";
import "./globals.css";

// Long documents that only server components read stay out of every page's payload.
const SERVER_ONLY_NAMESPACES: ReadonlySet<string> = new Set([
  "about",
  "odds",
  "matchDetail",
  "matchAnimation",
  "matchPages",
  "basketballPages",
  "schedulePage",
  "liveManual",
]);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("layout.meta");
  return {
    metadataBase: new URL(webEnv.SITE_URL),
    title: { default: t("defaultTitle"), template: t("titleTemplate") },
    applicationName: t("siteName"),
    keywords: t("keywords").split(","),
    description: t("description"),
    openGraph: {
      type: "website",
      locale: "zh_CN",
      siteName: t("siteName"),
      title: t("defaultTitle"),
      description: t("description"),
    },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: "#e8372c" };

// No cookies or headers here: that would render every page per request. Per-user parts load on the client.
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.has(namespace)),
  );
  return (
    <html lang="zh-CN">
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider messages={clientMessages}>
          <LoadingBar />
          <OnlineStatus />
          {children}
          <LoginModalSlot />
          <Toaster />
          <UserBootstrap />
          <ChunkReload />
          <DevtoolsGuard enabled={webEnv.DEVTOOLS_GUARD === "on"} />
        </NextIntlClientProvider>
        {webEnv.SITE_STATS_SCRIPT ? (
          <Script src={webEnv.SITE_STATS_SCRIPT} strategy="afterInteractive" />
        ) : null}
      </body>
    </html>
  );
}
