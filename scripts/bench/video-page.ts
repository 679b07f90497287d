import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { flvOptions } from "../../components/player/flv-options";
import { LIVE_SYNC } from "../../components/player/live-sync";

/**
 * The page the video bench opens: flv.js from node_modules, the site's own live settings and
 * catch-up rule, and a tap on the stream that notes each FLV tag's timestamp as it arrives.
 * `window.bench` holds the figures: time to first frame, and samples of how far playback is
 * behind the newest data received (that tag's timestamp plus the time since it arrived).
 */
function pageHtml(): string {
  const { config } = flvOptions("", true);
  return `<!doctype html><meta charset="utf-8"><title>video bench</title>
<video id="v" muted playsinline style="width:640px;height:360px"></video>
<script>
const tap = { firstTs: null, newestTs: -1, receivedAt: 0, bytes: 0 };
// Tee the FLV response: flv.js reads one branch, this parser reads the other (11-byte tag headers).
const realFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const res = await realFetch(input, init);
  if (!res.body || !String(input.url || input).includes(".flv")) return res;
  const [mine, theirs] = res.body.tee();
  readTags(mine.getReader());
  const copy = new Response(theirs, { status: res.status, statusText: res.statusText, headers: res.headers });
  Object.defineProperty(copy, "url", { value: res.url });
  return copy;
};
async function readTags(reader) {
  let buf = new Uint8Array(0), pos = 13;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    const next = new Uint8Array(buf.length + value.length);
    next.set(buf); next.set(value, buf.length); buf = next;
    while (buf.length >= pos + 13) {
      const type = buf[pos], size = (buf[pos + 1] << 16) | (buf[pos + 2] << 8) | buf[pos + 3];
      const ts = ((buf[pos + 7] << 24) | (buf[pos + 4] << 16) | (buf[pos + 5] << 8) | buf[pos + 6]) >>> 0;
      // Sequence headers (AVC/AAC packet type 0) come stamped 0 however long the encoder has run;
      // the player counts from the first media frame, so the origin is that frame's time.
      const media = (type === 8 || type === 9) && buf[pos + 12] !== 0;
      if (media) {
        tap.firstTs = tap.firstTs === null ? ts : Math.min(tap.firstTs, ts);
        if (ts > tap.newestTs) { tap.newestTs = ts; tap.receivedAt = performance.now(); }
      }
      pos += 11 + size + 4;
    }
    if (pos > 1 << 20) { buf = buf.slice(pos); pos = 0; }
  }
}
</script>
<script src="/flv.min.js"></script>
<script>
window.bench = { ttffMs: null, playingMs: null, latencyMs: [], error: null };
window.startBench = (url, isLive, sampleMs) => {
  const video = document.getElementById("v");
  const player = flvjs.createPlayer({ type: "flv", url, isLive, cors: true }, ${JSON.stringify(config)});
  player.on(flvjs.Events.ERROR, (t, d, i) => (window.bench.error = t + " " + d + " " + JSON.stringify(i)));
  player.attachMediaElement(video);
  const t0 = performance.now();
  player.load();
  video.addEventListener("playing", () => (window.bench.playingMs ??= performance.now() - t0), { once: true });
  video.requestVideoFrameCallback(() => {
    window.bench.ttffMs = performance.now() - t0;
    if (!isLive) return;
    setInterval(() => {
      const end = video.buffered.length ? video.buffered.end(video.buffered.length - 1) : 0;
      if (end - video.currentTime > ${LIVE_SYNC.maxLagSeconds}) video.currentTime = end - ${LIVE_SYNC.targetLagSeconds};
    }, ${LIVE_SYNC.checkEveryMs});
    setInterval(() => {
      const edge = (tap.newestTs - tap.firstTs + (performance.now() - tap.receivedAt)) / 1000;
      window.bench.latencyMs.push(Math.round((edge - video.currentTime) * 1000));
    }, sampleMs);
  });
  video.play().catch((e) => (window.bench.error = String(e)));
};
</script>`;
}

/** Serves the page, flv.js and the reference file (the same clip as a plain static file) on a free port. */
export function startVideoPage(referenceFile: string): Promise<{ server: Server; origin: string }> {
  const html = pageHtml();
  const flvJs = readFileSync("node_modules/flv.js/dist/flv.min.js");
  const reference = readFileSync(referenceFile);
  const server = createServer((req, res) => {
    if (req.url === "/") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    else if (req.url === "/flv.min.js") res.writeHead(200, { "content-type": "text/javascript" }).end(flvJs);
    else if (req.url === "/reference.flv")
      res
        .writeHead(200, { "content-type": "video/x-flv", "content-length": reference.length })
        .end(reference);
    else res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}
