import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { uploadBody, uploadData } from "@/lib/contracts/upload";
import { UPLOAD_MAX_IMAGES } from "@/lib/codes/upload-limits";
import type { AppEnv } from "../context";
import { envelope, ok } from "../http/envelope";
import { limitUploadBody } from "../http/upload-body-limit";
import { limitRate } from "../http/rate-limit";
import { apiRoute } from "../http/route";
import { requireUser } from "../http/session";
import { signedIn } from "../http/signed-in";
import { bodyOf, validationHook } from "../http/validation";
import { readUpload, storeImages, UPLOAD_URL_PREFIX } from "../services/upload/upload-store";

const tags = ["上传"];
const summary = `上传 base64 图片（data URL 或纯 base64），最多 ${UPLOAD_MAX_IMAGES} 张；仅 PNG/JPG/GIF/WEBP，单张不超过 UPLOAD_MAX_BYTES`;

const commonUpload = apiRoute("post", "/user/common/multiUploadBase64", {
  summary: `${summary}；JSON 或表单（重复的 images 字段）`,
  tags,
  body: uploadBody,
  data: uploadData,
});

const liveUpload = apiRoute("post", "/api/upload/multiUploadBase64", {
  summary: `${summary}；仅 JSON`,
  tags,
  body: uploadBody,
  data: uploadData,
  jsonOnly: true,
});

async function upload(c: Context<AppEnv>) {
  const user = requireUser(c);
  const { images } = bodyOf<{ images: string[] }>(c);
  await limitRate(c, "upload-user", user.id);
  const { env, now } = c.var.deps;
  const result = await storeImages(c.var.db, user.id, images, {
    dir: env.UPLOAD_DIR,
    maxBytes: env.UPLOAD_MAX_BYTES,
    nowMs: now(),
  });
  return ok(c, result, "上传成功");
}

export const uploadRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
uploadRoutes.use(commonUpload.path, signedIn, limitUploadBody);
uploadRoutes.use(liveUpload.path, signedIn, limitUploadBody);

uploadRoutes
  .openapi(commonUpload, upload)
  .openapi(liveUpload, upload)
  .get(`${UPLOAD_URL_PREFIX}*`, async (c) => {
    const file = await readUpload(c.var.deps.env.UPLOAD_DIR, c.req.path.slice(UPLOAD_URL_PREFIX.length));
    if (!file) return c.json(envelope(null, 404, "文件不存在"), 404);
    return c.body(new Uint8Array(file.body), 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    });
  });
