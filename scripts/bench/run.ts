import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { startStack } from "../stack";
import { withMediaEnv } from "../media-env";
import { stackEnv } from "../stack-env";
import { createSupervisor } from "../supervisor";
import { BROADCAST_METHOD, measureBroadcasts, renderedRoomNames, reportBroadcasts } from "./broadcast";
import { measureChatFanout, reportChatFanout, signIn } from "./chat-fanout";
import { firstLoadJs } from "./first-load";
import { loadUrl, type LoadResult } from "./http-load";
import { reportLighthouse, runLighthouse, LIGHTHOUSE_METHOD, type LighthouseRow } from "./lighthouse";
import { nginxMissing, startNginxFront } from "./nginx";
import { startReferenceServer } from "./reference-server";
import { liveRoomUrl, measureVideo, reportVideo, VIDEO_METHOD } from "./video";

// `npm run bench`: page throughput and latency as ratios to a raw Node server sending the same bytes,
// plus each page's first-load JavaScript. Loopback only, bounded in time.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const webPort = process.env.BENCH_WEB_PORT ?? "3400";
const apiPort = process.env.BENCH_API_PORT ?? "3401";
const nginxPort = process.env.BENCH_NGINX_PORT ?? String(Number(webPort) + 5);
const nginxReferencePort = process.env.BENCH_NGINX_REFERENCE_PORT ?? String(Number(webPort) + 6);
const dataDir = `data/bench-${process.pid}`;
const distDir = ".next-bench";
// With the media settings fixed here, the bench knows the media port and secret (rendered broadcasts).
const env = withMediaEnv(
  stackEnv({
    NODE_ENV: "production",
    WEB_PORT: webPort,
    API_PORT: apiPort,
    // Media ports default from API_PORT (scripts/media-env.ts); the bench's own may be set apart.
    MEDIA_HTTP_PORT: process.env.BENCH_MEDIA_HTTP_PORT ?? process.env.MEDIA_HTTP_PORT,
    MEDIA_RTMP_PORT: process.env.BENCH_MEDIA_RTMP_PORT ?? process.env.MEDIA_RTMP_PORT,
    API_INTERNAL_URL: undefined,
    WEB_ORIGINS: undefined,
    PGLITE_DIR: `${dataDir}/pglite`,
    UPLOAD_DIR: `${dataDir}/uploads`,
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    NEXT_DIST_DIR: distDir,
    LOG_LEVEL: "error",
    RATE_LIMIT: "0",
  }),
);
const site = `http://127.0.0.1:${webPort}`;

// The goals of issue 15 (README "Performance"), printed next to each figure.
const GOALS = {
  ratio: 0.3,
  p99TimesReference: 3,
  firstLoadJsKb: 170,
  liveRoomFirstLoadJsKb: 200,
  footballHtmlKb: 180,
  nginxRatio: 0.8,
};

type PageFigures = {
  page: string;
  path: string;
  site: LoadResult;
  reference: LoadResult;
  firstLoadJsGzipKb: number;
  htmlKb: number;
};

type NginxFigures = { page: string; path: string; nginx: LoadResult; staticFile: LoadResult };

const FULL_DAY = "football list, fullest day of the week";
const rowCount = (html: string) => html.match(/data-match-id=/g)?.length ?? 0;

/**
 * The 完场 day of the last week with the most matches: the same board and columns as /football,
 * whose own day may be a quiet one at the hour the bench runs.
 */
async function fullestFootballDay(): Promise<string> {
  const end = await (await fetch(`${site}/football/end`)).text();
  const days = new Set([...end.matchAll(/href="(\/football\/end\?date=[\d-]+)"/g)].map((m) => m[1]!));
  let fullest = { path: "/football/end", rows: rowCount(end) };
  for (const path of days) {
    const rows = rowCount(await (await fetch(`${site}${path}`)).text());
    if (rows > fullest.rows) fullest = { path, rows };
  }
  return fullest.path;
}

async function pagesToMeasure(): Promise<[string, string][]> {
  const html = await (await fetch(`${site}/football`)).text();
  const matchPath = html.match(/href="(\/football\/live\/\d+)"/)?.[1];
  const pages: [string, string][] = [
    ["home", "/"],
    ["football list", "/football"],
    [FULL_DAY, await fullestFootballDay()],
    ["search page", `/search?word=${encodeURIComponent("梅西")}`],
  ];
  if (matchPath) pages.push(["football match page", matchPath]);
  pages.push(["news", "/news"]);
  const news = await (await fetch(`${site}/news`)).text();
  const articlePath = news.match(/href="(\/news\/\d+)"/)?.[1];
  if (articlePath) pages.push(["news article", articlePath]);
  const database = await (await fetch(`${site}/database/fb/page`)).text();
  const leaguePath = database.match(/href="(\/database\/fb\/league\/\d+)"/)?.[1];
  if (leaguePath) pages.push(["league standings", leaguePath]);
  const home = await (await fetch(`${site}/`)).text();
  const roomPath = home.match(/href="(\/live\/room\/\d+)"/)?.[1];
  if (roomPath) pages.push(["live room", roomPath]);
  return pages;
}

/** The search api as the header's suggestions call it, and the full search behind /search (api origin). */
const SEARCH_CALLS: [string, string][] = [
  [
    "search api: suggestions",
    `/api/search/suggest?word=${encodeURIComponent("曼联")}&channelId=3&platform=1`,
  ],
  ["search api: full search", `/api/search/list?word=${encodeURIComponent("梅西")}&channelId=3&platform=1`],
];

async function measure(page: string, path: string, origin = site): Promise<PageFigures> {
  const res = await fetch(`${origin}${path}`);
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const js = await firstLoadJs(`${origin}${path}`, body.toString("utf8"));
  const reference = await startReferenceServer(body, res.headers.get("content-type") ?? "text/html");
  try {
    const ref = await loadUrl(reference.url, seconds, connections);
    const measured = await loadUrl(`${origin}${path}`, seconds, connections);
    return {
      page,
      path,
      site: measured,
      reference: ref,
      firstLoadJsGzipKb: Math.round(js.gzipBytes / 102.4) / 10,
      htmlKb: Math.round(body.length / 102.4) / 10,
    };
  } finally {
    reference.server.close();
  }
}

const mark = (ok: boolean) => (ok ? "✓" : "✗");
const isPage = (r: PageFigures) => !r.path.startsWith("/api/");

function report(rows: PageFigures[]) {
  console.log(
    `\n${connections} connections, ${seconds} s each, reference = raw Node server sending the same bytes\n` +
      `goals: ≥ ${GOALS.ratio} × reference req/s, p99 ≤ ${GOALS.p99TimesReference} × reference p99, first-load JS ≤ ${GOALS.firstLoadJsKb} KB (live room ≤ ${GOALS.liveRoomFirstLoadJsKb} KB before the player), /football HTML ≤ ${GOALS.footballHtmlKb} KB on a full match day\n`,
  );
  console.log(
    "| page | req/s | × reference | p50 ms | p99 ms | reference req/s | ref p50 / p99 ms | first-load JS (gzip) | HTML |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const ratio = r.site.requestsPerSecond / Math.max(1, r.reference.requestsPerSecond);
    const p99Ok = r.site.p99 <= GOALS.p99TimesReference * Math.max(1, r.reference.p99);
    const jsGoal = r.page === "live room" ? GOALS.liveRoomFirstLoadJsKb : GOALS.firstLoadJsKb;
    const js = isPage(r) ? `${r.firstLoadJsGzipKb} KB ${mark(r.firstLoadJsGzipKb <= jsGoal)}` : "—";
    const html =
      r.page === FULL_DAY ? `${r.htmlKb} KB ${mark(r.htmlKb <= GOALS.footballHtmlKb)}` : `${r.htmlKb} KB`;
    console.log(
      `| ${r.page} \`${r.path}\` | ${r.site.requestsPerSecond} | ${ratio.toFixed(3)} ${isPage(r) ? mark(ratio >= GOALS.ratio) : ""} | ${r.site.p50} | ${r.site.p99} ${isPage(r) ? mark(p99Ok) : ""} | ${r.reference.requestsPerSecond} | ${r.reference.p50} / ${r.reference.p99} | ${js} | ${html} |`,
    );
  }
}

/** The production recipe: cached pages through nginx next to nginx sending the same bytes as a file. */
async function measureNginx(paths: [string, string][]): Promise<NginxFigures[] | string> {
  const missing = nginxMissing();
  if (missing) return missing;
  const front = await startNginxFront({ webPort, nginxPort, referencePort: nginxReferencePort, distDir });
  try {
    const rows: NginxFigures[] = [];
    for (const [index, [page, path]] of paths.entries()) {
      const res = await fetch(`${front.url}${path}`);
      const body = Buffer.from(await res.arrayBuffer());
      const reference = front.referenceFor(`page-${index}.html`, body);
      const staticFile = await loadUrl(reference, seconds, connections);
      const nginx = await loadUrl(`${front.url}${path}`, seconds, connections);
      rows.push({ page, path, nginx, staticFile });
    }
    return rows;
  } finally {
    await front.stop();
  }
}

function reportNginx(rows: NginxFigures[] | string) {
  console.log(
    `\nnginx in front (deploy/nginx-site.conf, 1 s micro-cache), goal ≥ ${GOALS.nginxRatio} × nginx sending the same bytes as a static file\n`,
  );
  if (typeof rows === "string") return console.log(`skipped: ${rows}`);
  console.log("| page | req/s | × static file | p50 / p99 ms | static file req/s, p50 / p99 ms |");
  console.log("|---|---|---|---|---|");
  for (const r of rows) {
    const ratio = r.nginx.requestsPerSecond / Math.max(1, r.staticFile.requestsPerSecond);
    console.log(
      `| ${r.page} \`${r.path}\` | ${r.nginx.requestsPerSecond} | ${ratio.toFixed(3)} ${mark(ratio >= GOALS.nginxRatio)} | ${r.nginx.p50} / ${r.nginx.p99} | ${r.staticFile.requestsPerSecond}, ${r.staticFile.p50} / ${r.staticFile.p99} |`,
    );
  }
}

/** The Lighthouse pages of issue 15, the wallet signed in as the demo fan. */
async function measureLighthouse(pages: [string, string][]): Promise<LighthouseRow[]> {
  const wanted = new Set([
    "home",
    "football list",
    "football match page",
    "news article",
    "live room",
    "league standings",
  ]);
  const rows: LighthouseRow[] = [];
  for (const [page, path] of pages.filter(([page]) => wanted.has(page)))
    rows.push(await runLighthouse(page, `${site}${path}`));
  const token = await signIn(env.API_INTERNAL_URL!);
  rows.push(await runLighthouse("wallet (signed in)", `${site}/v/wallet`, `auth=${token}; signed_in=1`));
  return rows;
}

const supervisor = createSupervisor();
async function main() {
  await startStack({ env, supervisor, rebuild: !process.argv.includes("--reuse-build") });
  const rows: PageFigures[] = [];
  const pages = await pagesToMeasure();
  for (const [page, path] of pages) rows.push(await measure(page, path));
  for (const [call, path] of SEARCH_CALLS) rows.push(await measure(call, path, env.API_INTERNAL_URL!));
  report(rows);
  const cachedPages = pages.filter(([page]) =>
    ["home", "football list", "football match page", "news article"].includes(page),
  );
  const nginx = await measureNginx(cachedPages);
  reportNginx(nginx);
  const lighthouseRows = await measureLighthouse(pages);
  reportLighthouse(lighthouseRows);
  const video = await measureVideo(await liveRoomUrl(env.API_INTERNAL_URL!));
  reportVideo(video);
  const chatFanout = await measureChatFanout(env.API_INTERNAL_URL!);
  reportChatFanout(chatFanout);
  const mediaPid = supervisor.pid("media");
  const broadcasts = mediaPid
    ? await measureBroadcasts(
        mediaPid,
        env.MEDIA_PUBLIC_URL!,
        await renderedRoomNames(env.API_INTERNAL_URL!, env.MEDIA_SECRET!),
      )
    : null;
  reportBroadcasts(broadcasts);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/latest.json",
    JSON.stringify(
      {
        at: new Date().toISOString(),
        seconds,
        connections,
        rows,
        nginx,
        lighthouse: { method: LIGHTHOUSE_METHOD, rows: lighthouseRows },
        video: { method: VIDEO_METHOD, rows: video },
        chatFanout,
        broadcasts: { method: BROADCAST_METHOD, figures: broadcasts },
      },
      null,
      2,
    ),
  );
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await supervisor.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
