import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ChunkReload } from "@/components/layout/global/chunk-reload";
import { DevtoolsGuard } from "@/components/layout/global/devtools-guard";
import { LoadingBar } from "@/components/layout/global/loading-bar";
import { LoginModalSlot } from "@/components/layout/global/login-modal-slot";
import { OnlineStatus } from "@/components/layout/global/online-status";
import { UserBootstrap } from "@/components/layout/global/user-bootstrap";
import { Toaster } from "@/components/ui/toast";
import { clientMessages } from "@/lib/i18n/client-messages";
import { webEnv } from "@/lib/web-env";
import "./globals.css";

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
  // Shared namespaces only: segments add the scoped ones their components read (ScopedMessages).
  const messages = clientMessages(await getMessages());
  return (
    <html lang="zh-CN">
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider messages={messages}>
          <LoadingBar />
          <OnlineStatus />
          {children}
          <LoginModalSlot />
          <Toaster />
          <UserBootstrap />
          <ChunkReload />
          <DevtoolsGuard enabled={webEnv.DEVTOOLS_GUARD === "on"} />
        </NextIntlClientProvider>
        {/* A plain async tag: next/script's loader would put ~2 KB into every page for one optional script. */}
        {webEnv.SITE_STATS_SCRIPT ? <script src={webEnv.SITE_STATS_SCRIPT} async /> : null}
      </body>
    </html>
  );
}
