import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // The e2e suite builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `npm run verify` type-checks the whole repository once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // The api and the web are separate processes; the build must not need the api's modules.
  outputFileTracingExcludes: { "*": ["server/**", "data/**"] },
};

export default withNextIntl(nextConfig);
