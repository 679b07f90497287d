import { z } from "zod";
import { UPLOAD_MAX_IMAGES } from "@/lib/codes/upload-limits";

const images = z
  .array(z.string().min(1, "图片内容不能为空"))
  .min(1, "请选择要上传的图片")
  .max(UPLOAD_MAX_IMAGES, `一次最多上传${UPLOAD_MAX_IMAGES}张图片`);

/** Form posts repeat the `images` field; a single one arrives as a plain string. */
export const uploadBody = z.object({
  images: z.preprocess((v) => (typeof v === "string" ? [v] : v), images),
});

export const uploadData = z.object({ urls: z.array(z.string()).describe("/uploads/yyyymm/<file>") });
