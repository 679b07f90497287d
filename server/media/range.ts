import type { IncomingMessage, ServerResponse } from "node:http";

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size; null = ignore, "unsatisfiable" = 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | null | "unsatisfiable" {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null; // several ranges or a malformed one: the whole file
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return [start, end];
}

/** Answers GET/HEAD for an in-memory file with byte ranges (206) as seeking players need. */
export function sendWithRanges(req: IncomingMessage, res: ServerResponse, body: Buffer, type: string) {
  res.setHeader("Accept-Ranges", "bytes");
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", "private, max-age=3600");
  const range = parseRange(req.headers.range, body.length);
  if (range === "unsatisfiable") {
    res.writeHead(416, { "Content-Range": `bytes */${body.length}` });
    res.end();
    return;
  }
  const [start, end] = range ?? [0, body.length - 1];
  if (range) res.setHeader("Content-Range", `bytes ${start}-${end}/${body.length}`);
  res.writeHead(range ? 206 : 200, { "Content-Length": end - start + 1 });
  res.end(req.method === "HEAD" ? undefined : body.subarray(start, end + 1));
}
