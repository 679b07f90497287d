import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

// Lighthouse 12 (desktop preset) on Debian's Chromium, one page at a time, each in a fresh browser.
export const LIGHTHOUSE_METHOD =
  "Lighthouse 12 desktop preset, Chromium --headless=new, one run per page, loopback, simulated throttling";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export type LighthouseRow = {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Failing accessibility and best-practices audits (contrast, console errors…): what stands in the way. */
  failing: string[];
};

export const LIGHTHOUSE_GOALS = "perf ≥ 98, a11y 100, bp 100, SEO 100, LCP ≤ 1.0 s, CLS ≤ 0.02, TBT ≤ 100 ms";

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

export async function runLighthouse(page: string, url: string, cookie?: string): Promise<LighthouseRow> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      },
      desktopConfig,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const refs = [
      ...(categories.accessibility?.auditRefs ?? []),
      ...(categories["best-practices"]?.auditRefs ?? []),
    ];
    return {
      page,
      path: new URL(url).pathname,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories["best-practices"]?.score),
      seo: score(categories.seo?.score),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      failing: refs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
    };
  } finally {
    chrome.kill();
  }
}

const mark = (ok: boolean) => (ok ? "✓" : "✗");

export function reportLighthouse(rows: LighthouseRow[]) {
  console.log(`\nLighthouse (${LIGHTHOUSE_METHOD}); goals: ${LIGHTHOUSE_GOALS}\n`);
  console.log("| page | perf | a11y | bp | SEO | LCP ms | CLS | TBT ms | a11y and bp audits failing |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.page} \`${r.path}\` | ${r.performance} ${mark(r.performance >= 98)} | ${r.accessibility} ${mark(r.accessibility === 100)} | ${r.bestPractices} ${mark(r.bestPractices === 100)} | ${r.seo} ${mark(r.seo === 100)} | ${r.lcpMs} ${mark(r.lcpMs <= 1000)} | ${r.cls} ${mark(r.cls <= 0.02)} | ${r.tbtMs} ${mark(r.tbtMs <= 100)} | ${r.failing.join(", ") || "—"} |`,
    );
}
