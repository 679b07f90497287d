import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import { renderReference } from "../http/reference-page";

const info = {
  title: "球探直播 API",
  version: "1.0.0",
  description:
    "统一响应 { code, message, data }；GET 请求携带 channelId=3、platform=1；登录态通过请求头 accessToken 传递。",
};

/** The OpenAPI document and a readable reference page generated from it. */
export function docsRoutes(app: OpenAPIHono<AppEnv>) {
  const docs = new OpenAPIHono<AppEnv>();
  const document = () => app.getOpenAPI31Document({ openapi: "3.1.0", info });
  docs.get("/openapi.json", (c) => c.json(document()));
  docs.get("/docs", (c) => c.html(renderReference(document() as Parameters<typeof renderReference>[0])));
  return docs;
}
