import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { watchRenderedScore } from "./rendered-frames";

// Rendered broadcasts (server/media/broadcast): the media process's CPU per live demo room, and the
// latency from a feed frame reaching the renderer to a decoded video frame showing it.
const CPU_SECONDS = Number(process.env.BENCH_BROADCAST_CPU_SECONDS ?? 10);
const LATENCY_SECONDS = Number(process.env.BENCH_BROADCAST_LATENCY_SECONDS ?? 45);
const WATCHED_ROOMS = 3;

export const BROADCAST_METHOD =
  `CPU = /proc utime+stime over ${CPU_SECONDS} s of the media process (drawing, serving) and of each ` +
  "ffmpeg encoder it runs, per rendered room; latency = each video frame's marker carries the time " +
  "(ms mod 65536) the renderer took the feed's last frame, read back from frames decoded by ffmpeg " +
  "from the room's public HTTP-FLV stream: decode time − that time, at every change of it";

export type BroadcastFigures = {
  rooms: number;
  /** % of one core. */
  mediaCpu: number;
  encoderCpuPerRoom: number;
  cpuPerRoom: number;
  latencyMs: { p50: number; max: number; samples: number } | null;
};

const TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0;
  }
}

function encoderPids(mediaPid: number): number[] {
  try {
    const out = execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(mediaPid)]).toString();
    return out
      .split("\n")
      .map((l) => l.trim().split(/\s+/))
      .filter(([pid, comm]) => pid && comm === "ffmpeg")
      .map(([pid]) => Number(pid));
  } catch {
    return [];
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the demo rooms' encoders (up to a minute), then samples CPU and latency. */
export async function measureBroadcasts(mediaPid: number, mediaHttp: string, names: string[]) {
  let encoders: number[] = [];
  for (let i = 0; i < 60 && encoders.length < Math.min(names.length, 1); i++) {
    await sleep(1000);
    encoders = encoderPids(mediaPid);
  }
  await sleep(3000);
  encoders = encoderPids(mediaPid);
  if (!encoders.length) return null;
  const before = [mediaPid, ...encoders].map(cpuTicks);
  await sleep(CPU_SECONDS * 1000);
  const after = [mediaPid, ...encoders].map(cpuTicks);
  const pct = (i: number) => ((after[i] - before[i]) / TICKS / CPU_SECONDS) * 100;
  const mediaCpu = pct(0);
  const encoderTotal = encoders.reduce((sum, _, i) => sum + pct(i + 1), 0);

  const samples: number[] = [];
  const viewers = names.slice(0, WATCHED_ROOMS).map((name) => {
    const viewer = watchRenderedScore(`${mediaHttp}/live/${name}.flv`);
    let last: number | null = null;
    viewer.onFrame((value, at) => {
      if (!value || value.stamp === 0 || value.stamp === last) return;
      const first = last === null;
      last = value.stamp;
      if (!first) samples.push((at - value.stamp + 65536) % 65536);
    });
    return viewer;
  });
  await sleep(LATENCY_SECONDS * 1000);
  for (const v of viewers) v.stop();
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    rooms: encoders.length,
    mediaCpu: round(mediaCpu),
    encoderCpuPerRoom: round(encoderTotal / encoders.length),
    cpuPerRoom: round((mediaCpu + encoderTotal) / encoders.length),
    latencyMs: sorted.length
      ? { p50: sorted[Math.floor((sorted.length - 1) / 2)], max: sorted.at(-1)!, samples: sorted.length }
      : null,
  } satisfies BroadcastFigures;
}

export function reportBroadcasts(f: BroadcastFigures | null) {
  console.log(`\nRendered broadcasts (${BROADCAST_METHOD})\n`);
  if (!f) {
    console.log("no rendered broadcast ran (no live demo room with a bound match, or no ffmpeg/canvas)");
    return;
  }
  console.log(
    "| rooms | media process %CPU | encoder %CPU / room | total %CPU / room | feed → frame p50 / max ms (samples) |",
  );
  console.log("|---|---|---|---|---|");
  const l = f.latencyMs;
  console.log(
    `| ${f.rooms} | ${f.mediaCpu} | ${f.encoderCpuPerRoom} | ${f.cpuPerRoom} | ${l ? `${l.p50} / ${l.max} (${l.samples})` : "no feed frame in the window"} |`,
  );
}

/** The stream names of the demo rooms being rendered, from the media process's internal hook. */
export async function renderedRoomNames(apiUrl: string, secret: string): Promise<string[]> {
  const res = await fetch(`${apiUrl}/internal/media/broadcasts`, { headers: { "x-media-secret": secret } });
  const body = (await res.json()) as { code: number; data?: { rooms: { name: string }[] } };
  return body.data?.rooms.map((r) => r.name) ?? [];
}
