import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { startStack } from "../stack";
import { stackEnv } from "../stack-env";
import { createSupervisor } from "../supervisor";
import { measureChatFanout, reportChatFanout } from "./chat-fanout";
import { firstLoadJs } from "./first-load";
import { loadUrl, type LoadResult } from "./http-load";
import { startReferenceServer } from "./reference-server";
import { liveRoomUrl, measureVideo, reportVideo, VIDEO_METHOD } from "./video";

// `npm run bench`: page throughput and latency as ratios to a raw Node server sending the same bytes,
// plus each page's first-load JavaScript. Loopback only, bounded in time.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const webPort = process.env.BENCH_WEB_PORT ?? "3400";
const dataDir = `data/bench-${process.pid}`;
const env = stackEnv({
  NODE_ENV: "production",
  WEB_PORT: webPort,
  API_PORT: process.env.BENCH_API_PORT ?? "3401",
  API_INTERNAL_URL: undefined,
  WEB_ORIGINS: undefined,
  PGLITE_DIR: `${dataDir}/pglite`,
  UPLOAD_DIR: `${dataDir}/uploads`,
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  NEXT_DIST_DIR: ".next-bench",
  LOG_LEVEL: "error",
  RATE_LIMIT: "0",
});
const site = `http://127.0.0.1:${webPort}`;

type PageFigures = {
  page: string;
  path: string;
  site: LoadResult;
  reference: LoadResult;
  firstLoadJsGzipKb: number;
};

async function pagesToMeasure(): Promise<[string, string][]> {
  const html = await (await fetch(`${site}/football`)).text();
  const matchPath = html.match(/href="(\/football\/live\/\d+)"/)?.[1];
  const pages: [string, string][] = [
    ["home", "/"],
    ["football list", "/football"],
    ["search page", `/search?word=${encodeURIComponent("梅西")}`],
  ];
  if (matchPath) pages.push(["football match page", matchPath]);
  pages.push(["news", "/news"]);
  const news = await (await fetch(`${site}/news`)).text();
  const articlePath = news.match(/href="(\/news\/\d+)"/)?.[1];
  if (articlePath) pages.push(["news article", articlePath]);
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
    };
  } finally {
    reference.server.close();
  }
}

function report(rows: PageFigures[]) {
  console.log(
    `\n${connections} connections, ${seconds} s each, reference = raw Node server sending the same bytes\n`,
  );
  console.log(
    "| page | req/s | × reference | p50 ms | p99 ms | reference req/s | ref p50 / p99 ms | first-load JS (gzip) |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const ratio = (r.site.requestsPerSecond / Math.max(1, r.reference.requestsPerSecond)).toFixed(3);
    console.log(
      `| ${r.page} \`${r.path}\` | ${r.site.requestsPerSecond} | ${ratio} | ${r.site.p50} | ${r.site.p99} | ${r.reference.requestsPerSecond} | ${r.reference.p50} / ${r.reference.p99} | ${r.firstLoadJsGzipKb} KB |`,
    );
  }
}

const supervisor = createSupervisor();
async function main() {
  await startStack({ env, supervisor, rebuild: !process.argv.includes("--reuse-build") });
  const rows: PageFigures[] = [];
  for (const [page, path] of await pagesToMeasure()) rows.push(await measure(page, path));
  for (const [call, path] of SEARCH_CALLS) rows.push(await measure(call, path, env.API_INTERNAL_URL!));
  report(rows);
  const video = await measureVideo(await liveRoomUrl(env.API_INTERNAL_URL!));
  reportVideo(video);
  const chatFanout = await measureChatFanout(env.API_INTERNAL_URL!);
  reportChatFanout(chatFanout);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/latest.json",
    JSON.stringify(
      {
        at: new Date().toISOString(),
        seconds,
        connections,
        rows,
        video: { method: VIDEO_METHOD, rows: video },
        chatFanout,
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
