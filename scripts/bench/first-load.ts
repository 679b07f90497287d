import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript of a page: every <script src> it references, gzip-compressed, summed.
 * `noModule` scripts (Next's legacy polyfills, ~40 KB gzip) are left out: browsers that run
 * modules, every browser the site supports, never download them.
 */
export async function firstLoadJs(
  pageUrl: string,
  html: string,
): Promise<{ files: number; gzipBytes: number }> {
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1] ?? [])
    .map((src) => new URL(src, pageUrl).toString());
  const unique = [...new Set(sources)];
  let gzipBytes = 0;
  for (const src of unique) {
    const res = await fetch(src);
    gzipBytes += gzipSync(Buffer.from(await res.arrayBuffer())).length;
  }
  return { files: unique.length, gzipBytes };
}
