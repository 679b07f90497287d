import { UPLOAD_IMAGE_TYPES } from "@/lib/api/upload";
import { REPORT_REASONS } from "@/lib/codes/reports";

export const REPORT_CONTENT_MAX = 200;
export const REPORT_IMAGES_MAX = 3;
/** Mirrors the api's default UPLOAD_MAX_BYTES so an oversized picture is refused before it uploads. */
export const REPORT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type ReportDraft = { roomId: number; reason: number; content: string; imageCount: number };

export type ReportProblem = "roomId" | "reason" | "content" | "images";
export type ImageProblem = "imageType" | "imageSize";

/** The first problem of a draft (a key of liveReport.problems), or null when it can be sent. */
export function reportProblem(d: ReportDraft): ReportProblem | null {
  if (!Number.isInteger(d.roomId) || d.roomId <= 0) return "roomId";
  if (!Object.hasOwn(REPORT_REASONS, d.reason)) return "reason";
  if (d.content.trim().length > REPORT_CONTENT_MAX) return "content";
  if (d.imageCount > REPORT_IMAGES_MAX) return "images";
  return null;
}

/** Why a picked file cannot be a screenshot (a key of liveReport.problems), or null when it can. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return "imageType";
  if (file.size > REPORT_IMAGE_MAX_BYTES) return "imageSize";
  return null;
}
