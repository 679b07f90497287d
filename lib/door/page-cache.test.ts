import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, PAGE_CACHE_TTL_MS } from "./page-cache";

let server: Server | undefined;
afterEach(() => server?.close());

type Answer = (req: IncomingMessage, res: ServerResponse, call: number) => void;

/** A stand-in for Next that counts the requests reaching it, behind the page cache. */
async function cached(answer: Answer) {
  let clock = 1_000_000;
  let calls = 0;
  const handle = createPageCache(
    (req, res) => answer(req, res, ++calls),
    () => clock,
  );
  server = createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    advance: (ms: number) => (clock += ms),
  };
}

const isrPage: Answer = (_req, res, call) => {
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "s-maxage=15, stale-while-revalidate=31535985",
    "x-nextjs-cache": "HIT",
  });
  res.write("<p>render ");
  res.end(`${call}</p>`);
};

describe("the web's page cache", () => {
  it("sends a public ISR page from memory within its second, then asks Next again", async () => {
    const site = await cached(isrPage);
    expect(await (await fetch(`${site.url}/football`)).text()).toBe("<p>render 1</p>");
    const again = await fetch(`${site.url}/football`);
    expect(await again.text()).toBe("<p>render 1</p>");
    expect(again.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(site.calls()).toBe(1);
    site.advance(PAGE_CACHE_TTL_MS + 1);
    expect(await (await fetch(`${site.url}/football`)).text()).toBe("<p>render 2</p>");
  });

  it("never serves a signed-in browser, an RSC request or the gateway from memory", async () => {
    const site = await cached(isrPage);
    await fetch(`${site.url}/`);
    await fetch(`${site.url}/`, { headers: { cookie: "theme=1; signed_in=1" } });
    await fetch(`${site.url}/`, { headers: { rsc: "1" } });
    await fetch(`${site.url}/gateway/api/x`);
    await fetch(`${site.url}/gateway/api/x`);
    expect(site.calls()).toBe(5);
  });

  it("keeps nothing Next marks private, sets a cookie on, or did not answer from its cache", async () => {
    const variants: Record<string, OutgoingHeaders> = {
      "/private": { "cache-control": "private, no-cache, no-store", "x-nextjs-cache": "HIT" },
      "/cookie": { "cache-control": "s-maxage=15", "x-nextjs-cache": "HIT", "set-cookie": "a=1" },
      "/dynamic": { "cache-control": "s-maxage=15" },
    };
    const site = await cached((req, res) => {
      res.writeHead(200, variants[req.url!]);
      res.end("x");
    });
    for (const path of Object.keys(variants)) {
      await fetch(`${site.url}${path}`);
      await fetch(`${site.url}${path}`);
    }
    expect(site.calls()).toBe(6);
  });

  it("keeps the compressed and the plain answer apart", async () => {
    const site = await cached((req, res, call) => {
      res.writeHead(200, { "cache-control": "s-maxage=15", "x-nextjs-cache": "HIT" });
      res.end(`${req.headers["accept-encoding"] ?? "none"} ${call}`);
    });
    const plain = await (await fetch(`${site.url}/`, { headers: { "accept-encoding": "identity" } })).text();
    const gzip = await (await fetch(`${site.url}/`, { headers: { "accept-encoding": "gzip" } })).text();
    expect(plain).toBe("identity 1");
    expect(gzip).toBe("gzip 2");
  });
});

type OutgoingHeaders = Record<string, string>;
