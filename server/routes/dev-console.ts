import { Hono } from "hono";
import type { AppEnv } from "../context";
import { readOutbox } from "../services/sms/outbox-sms";
import { devOnly } from "./dev-only";

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Development console: the SMS outbox as a page. Mounted only outside production, loopback peers only. */
export const devConsoleRoutes = new Hono<AppEnv>().get("/dev", devOnly(), async (c) => {
  const mobile = c.req.query("mobile")?.replace(/\D/g, "").slice(0, 11) || undefined;
  const messages = await readOutbox(c.var.db, mobile, 50);
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${m.createdAt.toISOString().replace("T", " ").slice(0, 19)}</td><td>${esc(m.mobile)}</td><td>${esc(m.content)}</td></tr>`,
    )
    .join("");
  return c.html(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>开发控制台 - 短信发件箱</title>
<meta http-equiv="refresh" content="5"><style>body{font:14px/1.6 system-ui,sans-serif;max-width:960px;margin:24px auto;padding:0 16px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:6px 8px;text-align:left}</style></head>
<body><h1>开发控制台</h1><p>短信不会真正发出：验证码写入发件箱，此页每 5 秒刷新。仅本机可访问，网站端口（/gateway）不转发；生产环境（NODE_ENV=production）不存在此页。</p>
<form><input name="mobile" placeholder="按手机号筛选" value="${esc(mobile ?? "")}"> <button>筛选</button> <a href="/docs">接口文档</a></form>
<table><thead><tr><th>时间 (UTC)</th><th>手机号</th><th>内容</th></tr></thead><tbody>${rows || `<tr><td colspan="3">发件箱为空</td></tr>`}</tbody></table></body></html>`);
});
