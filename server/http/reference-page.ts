type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  description?: string;
  enum?: unknown[];
  $ref?: string;
};
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Document = {
  info: { title: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
};

const esc = (s: unknown) => String(s ?? "").replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function typeOf(s?: Schema): string {
  if (!s) return "any";
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (s.type === "array") return `${typeOf(s.items)}[]`;
  return Array.isArray(s.type) ? s.type.join(" | ") : (s.type ?? "object");
}

function fields(s?: Schema): string {
  const props = Object.entries(s?.properties ?? {});
  if (!props.length) return "";
  const rows = props
    .map(([name, p]) => {
      const nested = p.properties || p.items?.properties ? fields(p.items ?? p) : "";
      const req = s?.required?.includes(name) ? "必填" : "";
      return `<tr><td><code>${esc(name)}</code></td><td>${esc(typeOf(p))}</td><td>${req}</td><td>${esc(p.description)}${nested}</td></tr>`;
    })
    .join("");
  return `<table>${rows}</table>`;
}

function operation(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${esc(typeOf(p.schema))}</td><td>${p.required ? "必填" : ""}</td></tr>`,
    )
    .join("");
  const body = Object.entries(op.requestBody?.content ?? {});
  const response = op.responses?.["200"]?.content?.["application/json"]?.schema;
  return `<section id="${esc(method + path)}"><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}</p>
${params ? `<h4>参数</h4><table>${params}</table>` : ""}
${body.length ? `<h4>请求体（${esc(body.map(([t]) => t).join("、"))}）</h4>${fields(body[0][1].schema)}` : ""}
${response ? `<h4>响应 data</h4>${fields(response.properties?.data) || `<p>${esc(typeOf(response.properties?.data))}</p>`}` : ""}</section>`;
}

/** A dependency-free reference page, readable offline. */
export function renderReference(doc: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "其他";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(method, path, op)]);
    }
  }
  const toc = [...byTag.keys()].map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join(" · ");
  const body = [...byTag].map(([t, ops]) => `<h2 id="tag-${esc(t)}">${esc(t)}</h2>${ops.join("")}`).join("");
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(doc.info.title)}</title>
<style>body{font:14px/1.6 system-ui,sans-serif;max-width:1080px;margin:24px auto;padding:0 16px;color:#222}
section{border:1px solid #e5e5e5;border-radius:8px;padding:8px 16px;margin:12px 0}table{border-collapse:collapse;width:100%}
td{border-top:1px solid #eee;padding:4px 8px;vertical-align:top}.m{color:#fff;border-radius:4px;padding:0 6px;font-size:12px}
.get{background:#2f80ed}.post{background:#27ae60}h2{border-bottom:2px solid #e6433a;padding-bottom:4px}</style></head>
<body><h1>${esc(doc.info.title)}</h1><p>${esc(doc.info.description)}</p><p>${toc}</p>
<p><a href="/openapi.json">openapi.json</a></p>${body}</body></html>`;
}
