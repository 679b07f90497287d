"use client";
import { useTranslations } from "next-intl";
import { type ChangeEvent, useRef, useState } from "react";
import { FieldError } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { type ApiResult, mediaUrl } from "@/lib/api/envelope";
import { UPLOAD_IMAGE_TYPES, uploadImages } from "@/lib/api/upload";
import { tooManyImages } from "./anchor-validation";

type Props = {
  id: string;
  value: string[];
  onChange: (urls: string[]) => void;
  /** 1 replaces the picture (a cover); more adds up to that many. */
  max: number;
  /** Preview size: a 16:9 cover or square thumbnails. */
  shape?: "cover" | "square";
  /** Where the pictures go; the common upload call by default. */
  upload?: (files: File[]) => Promise<ApiResult<{ urls: string[] }>>;
};

/** Picks images, uploads them at once and previews what the api stored; a × removes one. */
export function ImageUploader({ id, value, onChange, max, shape = "square", upload = uploadImages }: Props) {
  const t = useTranslations("anchor.upload");
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState("");
  const single = max === 1;
  const room = single ? 1 : max - value.length;
  // A cover keeps its preview; a button below picks the one that replaces it.
  const replacing = single && value.length > 0;

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = "";
    if (files.length === 0) return;
    setError(files.length > room ? tooManyImages(max) : "");
    const chosen = files.slice(0, room);
    if (chosen.length === 0) return;
    setUploading(true);
    const res = await upload(chosen);
    setUploading(false);
    if (res.code !== 200 || !res.data) return setError(res.message || t("failed"));
    onChange(single ? res.data.urls.slice(0, 1) : [...value, ...res.data.urls]);
  }

  const box = shape === "cover" ? "h-[135px] w-60" : "size-24";
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        {value.map((url, i) => (
          <div
            key={url}
            className={`group relative overflow-hidden rounded border border-surface bg-surface ${box}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- user uploads of unknown size, served by the api */}
            <img src={mediaUrl(url)} alt={t("preview", { n: i + 1 })} className="size-full object-cover" />
            <button
              type="button"
              aria-label={t("remove", { n: i + 1 })}
              onClick={() => onChange(value.filter((u) => u !== url))}
              className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-black/60 text-sm text-white hover:bg-brand"
            >
              ×
            </button>
          </div>
        ))}
        {room > 0 && !replacing ? (
          <button
            type="button"
            disabled={uploading}
            onClick={() => input.current?.click()}
            className={`flex flex-col items-center justify-center gap-1 rounded border border-dashed border-[#dcdfe6] text-ink-mute hover:border-brand hover:text-brand disabled:cursor-wait ${box}`}
          >
            <span className="text-2xl leading-none">+</span>
            <span className="text-xs">{uploading ? t("uploading") : t("add")}</span>
          </button>
        ) : null}
      </div>
      {replacing ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {uploading ? t("uploading") : t("replace")}
        </Button>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(",")}
        multiple={!single}
        onChange={(e) => void pick(e)}
        className="sr-only"
        tabIndex={-1}
        aria-label={t("choose")}
      />
      <FieldError message={error} />
    </div>
  );
}
