import { gzipSync } from "node:zlib";

/** First-load JavaScript of a page: every <script src> it references, gzip-compressed, summed. */
export async function firstLoadJs(
  pageUrl: string,
  html: string,
): Promise<{ files: number; gzipBytes: number }> {
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) =>
    new URL(m[1], pageUrl).toString(),
  );
  const unique = [...new Set(sources)];
  let gzipBytes = 0;
  for (const src of unique) {
    const res = await fetch(src);
    gzipBytes += gzipSync(Buffer.from(await res.arrayBuffer())).length;
  }
  return { files: unique.length, gzipBytes };
}
