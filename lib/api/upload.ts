"use client";
import type { z } from "zod";
import type { uploadData } from "@/lib/contracts/upload";
import type { ApiResult } from "./envelope";
import { http } from "./http";

export type UploadData = z.infer<typeof uploadData>;

/** The types the api accepts (it checks the bytes too); anything else is refused before reading. */
export const UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const UPLOAD_TYPE_MESSAGE = "仅支持 PNG/JPG/GIF/WEBP 图片";

export const isUploadableImage = (file: File) =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

/** Sends images as base64 data URLs (SPEC: /api/upload/multiUploadBase64, JSON); answers their /uploads/ paths. */
export async function uploadImages(files: File[]): Promise<ApiResult<UploadData>> {
  if (!files.every(isUploadableImage)) return { code: 400, message: UPLOAD_TYPE_MESSAGE, data: null };
  let images: string[];
  try {
    images = await Promise.all(files.map(readAsDataUrl));
  } catch {
    return { code: 400, message: "图片读取失败，请重新选择", data: null };
  }
  return http.postJson<UploadData>("/api/upload/multiUploadBase64", { images });
}
