"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { FieldError } from "@/components/auth/form-field";
import { Button } from "@/components/ui/button";
import { anchorApi } from "@/lib/api/anchor";
import { toast } from "@/stores/ui-store";
import { DYNAMIC_LIMITS } from "../anchor-limits";
import { type DynamicFields, type FieldErrors, validateDynamic } from "../anchor-validation";
import { Counter, TextArea } from "../form-row";
import { ImageUploader } from "../image-uploader";

/** 发动态: up to 500 characters and 9 pictures. */
export function DynamicComposer({ onPosted }: { onPosted: () => void }) {
  const t = useTranslations("anchor.zone");
  const [content, setContent] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors<keyof DynamicFields>>({});
  const [formError, setFormError] = useState("");
  const [posting, setPosting] = useState(false);

  async function post(e: FormEvent) {
    e.preventDefault();
    if (posting) return;
    const found = validateDynamic({ content, images });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPosting(true);
    const res = await anchorApi.addDynamic(content.trim(), images);
    setPosting(false);
    if (res.code !== 200) return setFormError(res.message || t("failed"));
    setContent("");
    setImages([]);
    toast(t("posted"), "success");
    onPosted();
  }

  return (
    <form onSubmit={post} noValidate>
      <TextArea
        aria-label={t("content")}
        placeholder={t("placeholder")}
        rows={4}
        value={content}
        invalid={Boolean(errors.content)}
        onChange={(e) => {
          setContent(e.target.value);
          setErrors((prev) => ({ ...prev, content: undefined }));
          setFormError("");
        }}
      />
      <div className="mt-1 flex justify-between text-xs text-ink-mute">
        <FieldError message={errors.content} />
        <span className="ml-auto">
          <Counter value={content} max={DYNAMIC_LIMITS.contentMax} />
        </span>
      </div>
      <div className="mt-3">
        <ImageUploader
          id="dynamic-images"
          max={DYNAMIC_LIMITS.imagesMax}
          value={images}
          onChange={(urls) => {
            setImages(urls);
            setErrors((prev) => ({ ...prev, images: undefined }));
          }}
        />
        <FieldError message={errors.images} />
      </div>
      <div className="mt-4 flex items-center justify-between">
        <span className="text-xs text-ink-mute">
          {t("imagesHint", { count: images.length, max: DYNAMIC_LIMITS.imagesMax })}
        </span>
        <Button type="submit" disabled={posting} className="w-28">
          {posting ? t("posting") : t("post")}
        </Button>
      </div>
      <FieldError message={formError} />
    </form>
  );
}
