import { qrSvgFile } from "@/components/about/qr/qr-code-svg";
import { webEnv } from "@/lib/web-env";

// Built once: the code of the site's address, which changes only with a new deploy.
export const dynamic = "force-static";

/** Activities run as banners on the home page: the floating helper's code opens it on a phone. */
const ACTIVITY_PATH = "/";

export function GET() {
  return new Response(qrSvgFile(new URL(ACTIVITY_PATH, webEnv.SITE_URL).href), {
    headers: { "content-type": "image/svg+xml; charset=utf-8" },
  });
}
