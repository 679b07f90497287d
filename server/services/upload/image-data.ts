import { BizError } from "../../errors/biz-error";

export type ImageType = { mime: string; ext: "png" | "jpg" | "gif" | "webp" };

const PNG: ImageType = { mime: "image/png", ext: "png" };
const JPEG: ImageType = { mime: "image/jpeg", ext: "jpg" };
const GIF: ImageType = { mime: "image/gif", ext: "gif" };
const WEBP: ImageType = { mime: "image/webp", ext: "webp" };

export const TYPE_MESSAGE = "仅支持 PNG/JPG/GIF/WEBP 图片";
export const sizeMessage = (maxBytes: number) =>
  maxBytes >= 1024 * 1024
    ? `图片不能超过${Number((maxBytes / 1024 / 1024).toFixed(2))}MB`
    : `图片不能超过${Math.max(1, Math.round(maxBytes / 1024))}KB`;

const DECLARED: Record<string, ImageType> = {
  "image/png": PNG,
  "image/jpeg": JPEG,
  "image/jpg": JPEG,
  "image/pjpeg": JPEG,
  "image/gif": GIF,
  "image/webp": WEBP,
};

const DATA_URL = /^data:([^;,]*)(?:;[^,]*)?;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The type told by the first bytes, whatever the client claimed. */
export function sniffImage(bytes: Buffer): ImageType | null {
  const at = (offset: number, text: string) =>
    bytes.subarray(offset, offset + text.length).toString("latin1") === text;
  if (bytes.length >= 8 && at(0, "\x89PNG\r\n\x1a\n")) return PNG;
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return JPEG;
  if (at(0, "GIF87a") || at(0, "GIF89a")) return GIF;
  if (bytes.length >= 12 && at(0, "RIFF") && at(8, "WEBP")) return WEBP;
  return null;
}

const refuseType = () => new BizError(400, TYPE_MESSAGE, 400);

/** A data URL or bare base64 image, checked for size (before decoding) and by magic bytes. */
export function decodeImage(input: string, maxBytes: number): { bytes: Buffer; type: ImageType } {
  const header = DATA_URL.exec(input.slice(0, 200));
  let declared: ImageType | undefined;
  if (header) {
    declared = DECLARED[header[1].trim().toLowerCase()];
    if (!declared) throw refuseType();
  } else if (input.startsWith("data:")) {
    throw refuseType();
  }
  const payload = (header ? input.slice(header[0].length) : input).replace(/\s+/g, "");
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > maxBytes) throw new BizError(413, sizeMessage(maxBytes), 413);
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw new BizError(400, "图片数据不是有效的 base64 编码", 400);
  }
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length > maxBytes) throw new BizError(413, sizeMessage(maxBytes), 413);
  const type = sniffImage(bytes);
  if (!type || (declared && declared.mime !== type.mime)) throw refuseType();
  return { bytes, type };
}
