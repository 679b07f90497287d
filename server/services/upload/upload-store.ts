import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema/uploads";
import { beijingDate } from "@/lib/beijing-time";
import { CREST_FILE } from "../crests/crest-files";
import { decodeImage } from "./image-data";

export const UPLOAD_URL_PREFIX = "/uploads/";
/** The only names we ever write, so a request path outside this shape cannot name a file. */
const STORED_PATH = /^(\d{6})\/([a-f0-9]{32})\.(png|jpg|gif|webp)$/;
const CONTENT_TYPES = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" } as const;

type Options = { dir: string; maxBytes: number; nowMs: number };

/** Checks every image first, so a bad one stores none of them; then writes and records each. */
export async function storeImages(db: Db, userId: number, images: string[], opts: Options) {
  const decoded = images.map((image) => decodeImage(image, opts.maxBytes));
  // China-time month as yyyymm spreads uploads over folders.
  const month = beijingDate(opts.nowMs).slice(0, 7).replace("-", "");
  const folder = join(resolve(opts.dir), month);
  await mkdir(folder, { recursive: true });
  const rows = decoded.map(({ bytes, type }) => ({
    path: `${month}/${randomBytes(16).toString("hex")}.${type.ext}`,
    userId,
    mime: type.mime,
    bytes: bytes.length,
    file: bytes,
  }));
  const written: string[] = [];
  try {
    for (const row of rows) {
      const target = join(resolve(opts.dir), row.path);
      await writeFile(target, row.file, { flag: "wx" });
      written.push(target);
    }
    await db.insert(uploads).values(rows.map(({ file: _file, ...row }) => row));
  } catch (err) {
    await Promise.all(written.map((f) => unlink(f).catch(() => {})));
    throw err;
  }
  return { urls: rows.map((r) => `${UPLOAD_URL_PREFIX}${r.path}`) };
}

/** The file a path under /uploads/ names (an upload or a team crest), or null for any other path. */
function storedFile(path: string) {
  const upload = STORED_PATH.exec(path);
  if (upload)
    return {
      parts: [upload[1], `${upload[2]}.${upload[3]}`],
      contentType: CONTENT_TYPES[upload[3] as keyof typeof CONTENT_TYPES] as string,
    };
  const crest = CREST_FILE.exec(path);
  if (crest) return { parts: ["crests", `${crest[1]}-${crest[2]}.svg`], contentType: "image/svg+xml" };
  return null;
}

/** A stored upload or crest by its path under /uploads/, or null for any other path or a missing file. */
export async function readUpload(dir: string, path: string) {
  const file = storedFile(path);
  if (!file) return null;
  try {
    const body = await readFile(join(resolve(dir), ...file.parts));
    return { body, contentType: file.contentType };
  } catch (err) {
    if ((err as { code?: string }).code === "ENOENT") return null;
    throw err;
  }
}
