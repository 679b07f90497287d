import { webEnv } from "@/lib/web-env";

// Same-origin door to the api, so the browser needs no api host or port; a reverse proxy may take it over.
const FORWARDED = ["accesstoken", "content-type", "last-event-id", "accept", "range", "user-agent"];

async function proxy(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const url = new URL(request.url);
  const target = `${webEnv.API_INTERNAL_URL}/${path.map(encodeURIComponent).join("/")}${url.search}`;
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set("x-forwarded-for", request.headers.get("x-forwarded-for") ?? "127.0.0.1");
  const hasBody = !["GET", "HEAD"].includes(request.method);
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      signal: request.signal,
      // @ts-expect-error Node's fetch needs duplex for a streamed request body.
      duplex: hasBody ? "half" : undefined,
      cache: "no-store",
    });
    const out = new Headers(upstream.headers);
    out.delete("content-encoding");
    out.delete("content-length");
    return new Response(upstream.body, { status: upstream.status, headers: out });
  } catch {
    return Response.json({ code: 503, message: "服务暂时不可用，请稍后再试", data: null }, { status: 503 });
  }
}

export const dynamic = "force-dynamic";
export { proxy as GET, proxy as POST, proxy as PUT, proxy as DELETE, proxy as PATCH, proxy as HEAD };
