import { encryptPassword } from "../../lib/crypto";
import { openSseCrowd } from "./sse-clients";
import { startSseReference } from "./sse-reference";

// Chat fan-out: one message to CLIENTS SSE clients of one room, timed from the send until each
// client has it, next to a bare Node SSE server doing the same in the same run.
const CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 1000);
const ROUNDS = 5;
const CHAT_INTERVAL_MS = 2100; // the api lets one user send every 2 s
const DEMO_FAN = { mobile: "13800138000", password: "qiutan123" };

export type FanoutFigures = { p50: number; p99: number; lastP50: number; clients: number };
export type FanoutRow = { target: string; figures: FanoutFigures };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round1 = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function apiJson(url: string, init?: RequestInit) {
  const body = (await (await fetch(url, init)).json()) as { code: number; message: string; data: never };
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.message}`);
  return body.data;
}

export async function signIn(api: string): Promise<string> {
  const { key, iv } = await apiJson(`${api}/user/key/getDynamicKey`);
  const login = {
    mobile: DEMO_FAN.mobile,
    mode: 0,
    auto: 1,
    password: encryptPassword(DEMO_FAN.password, key, iv),
    key,
    iv,
    channelId: 3,
    platform: 1,
    loginType: 1,
  };
  const data: { token: string } = await apiJson(`${api}/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(login),
  });
  return data.token;
}

async function measureCrowd(streamUrl: string, send: (marker: string) => Promise<unknown>) {
  const crowd = await openSseCrowd(streamUrl, CLIENTS);
  const all: number[] = [];
  const lasts: number[] = [];
  try {
    for (let k = 0; k < ROUNDS; k++) {
      const marker = `bench-fanout-${Date.now()}-${k}`;
      const started = performance.now();
      const arrivals = crowd.waitFor(marker, 15_000);
      await send(marker);
      const delays = (await arrivals).map((at) => at - started);
      all.push(...delays);
      lasts.push(Math.max(...delays));
      await sleep(CHAT_INTERVAL_MS);
    }
  } finally {
    crowd.close();
  }
  all.sort((a, b) => a - b);
  lasts.sort((a, b) => a - b);
  return {
    p50: round1(percentile(all, 50)),
    p99: round1(percentile(all, 99)),
    lastP50: round1(percentile(lasts, 50)),
    clients: CLIENTS,
  };
}

export async function measureChatFanout(api: string): Promise<FanoutRow[]> {
  const token = await signIn(api);
  const [room] = (await apiJson(`${api}/api/room/hotAppRoom?size=1`)) as { roomId: number }[];
  const site = await measureCrowd(`${api}/api/room/stream?roomId=${room!.roomId}`, (content) =>
    apiJson(`${api}/api/chat/msg`, {
      method: "POST",
      headers: { "content-type": "application/json", accessToken: token },
      body: JSON.stringify({ roomId: room!.roomId, content, platform: 1 }),
    }),
  );
  const reference = await startSseReference();
  try {
    const ref = await measureCrowd(reference.url, reference.send);
    return [
      { target: `api /api/room/stream (chat/msg → SSE)`, figures: site },
      { target: "reference: bare Node SSE broadcast", figures: ref },
    ];
  } finally {
    reference.close();
  }
}

export function reportChatFanout(rows: FanoutRow[]) {
  console.log(`\nChat fan-out: one message to ${CLIENTS} SSE clients, ${ROUNDS} messages, ms from send\n`);
  console.log("| target | p50 | p99 | last client (median of messages) |");
  console.log("|---|---|---|---|");
  for (const { target, figures: f } of rows)
    console.log(`| ${target} | ${f.p50} | ${f.p99} | ${f.lastP50} |`);
  const [site, ref] = rows;
  if (site && ref)
    console.log(
      `\nlast client: ${(site.figures.lastP50 / Math.max(0.1, ref.figures.lastP50)).toFixed(1)} × reference`,
    );
}

// `npx tsx scripts/bench/chat-fanout.ts <api url>` measures only this, against a running stack.
if (process.argv[1]?.endsWith("chat-fanout.ts")) {
  measureChatFanout(process.argv[2] ?? "http://127.0.0.1:3001")
    .then(reportChatFanout)
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
