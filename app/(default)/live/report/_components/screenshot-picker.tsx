"use client";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef } from "react";
import { UPLOAD_IMAGE_TYPES } from "@/lib/api/upload";
import { toast } from "@/stores/ui-store";
import { imageProblem, REPORT_IMAGES_MAX } from "./report-input";

/** Up to three screenshots, previewed with a remove button each; they upload when the report is sent. */
export function ScreenshotPicker({ files, onChange }: { files: File[]; onChange: (next: File[]) => void }) {
  const t = useTranslations("liveReport");
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  function pick(list: FileList | null) {
    const room = REPORT_IMAGES_MAX - files.length;
    const chosen = Array.from(list ?? []);
    if (chosen.length > room) toast(t("problems.images", { max: REPORT_IMAGES_MAX }), "error");
    const accepted = chosen.slice(0, room).filter((file) => {
      const problem = imageProblem(file);
      if (problem) toast(t(`problems.${problem}`), "error");
      return !problem;
    });
    if (accepted.length) onChange([...files, ...accepted]);
    if (input.current) input.current.value = "";
  }

  return (
    <div className="flex flex-wrap gap-3">
      {previews.map((src, i) => (
        <div key={src} className="relative size-24 overflow-hidden rounded-md ring-1 ring-black/10">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local preview of a picked file */}
          <img src={src} alt={t("screenshotAlt", { n: i + 1 })} className="size-full object-cover" />
          <button
            type="button"
            onClick={() => onChange(files.filter((_, j) => j !== i))}
            aria-label={t("removeScreenshot", { n: i + 1 })}
            className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-black/60 text-xs text-white hover:bg-brand"
          >
            ×
          </button>
        </div>
      ))}
      {files.length < REPORT_IMAGES_MAX ? (
        <label className="flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-dashed border-black/20 text-ink-mute hover:border-brand hover:text-brand">
          <span className="text-2xl leading-none">+</span>
          <span className="text-xs">
            {t("addScreenshot", { count: files.length, max: REPORT_IMAGES_MAX })}
          </span>
          <input
            ref={input}
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(",")}
            multiple
            className="sr-only"
            onChange={(e) => pick(e.target.files)}
          />
        </label>
      ) : null}
    </div>
  );
}
