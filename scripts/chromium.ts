import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Playwright cannot download its browser here: use Debian's, installing it when we are root. */
export async function ensureChromium() {
  const hasCjkFont = () => execSync("fc-list :lang=zh family", { encoding: "utf8" }).trim().length > 0;
  if (existsSync(CHROMIUM) && hasCjkFont()) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium or a CJK font is missing: run  sudo apt-get install -y chromium fonts-noto-cjk`,
    );
  }
  console.log("installing chromium and fonts-noto-cjk with apt-get ...");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk",
    {
      stdio: "inherit",
    },
  );
}
