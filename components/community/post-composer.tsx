"use client";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { FieldError } from "@/components/auth/form-field";
import { Counter, Select, TextArea, TextInput } from "@/components/anchor/form-row";
import { ImageUploader } from "@/components/anchor/image-uploader";
import { Button } from "@/components/ui/button";
import { POST_CONTENT_MAX, POST_IMAGES_MAX, POST_TITLE_MAX } from "@/lib/codes/community";
import { type CircleItem, communityApi, type PostItem } from "@/lib/api/community-client";
import { toast } from "@/stores/ui-store";

type Errors = Partial<Record<"circle" | "title" | "content" | "form", string>>;

/** 写帖子: a circle, a title, the text and up to nine pictures (uploaded one by one). */
export function PostComposer({
  circles,
  defaultCircleId,
  onPosted,
}: {
  circles: CircleItem[];
  defaultCircleId?: number;
  onPosted: (post: PostItem) => void;
}) {
  const t = useTranslations("community.composer");
  const [circleId, setCircleId] = useState(defaultCircleId ? String(defaultCircleId) : "");
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [posting, setPosting] = useState(false);

  function check(): Errors {
    const found: Errors = {};
    if (!circleId) found.circle = t("needCircle");
    if (!title.trim()) found.title = t("needTitle");
    else if (title.trim().length > POST_TITLE_MAX) found.title = t("tooLong", { max: POST_TITLE_MAX });
    if (!content.trim()) found.content = t("needContent");
    else if (content.trim().length > POST_CONTENT_MAX)
      found.content = t("tooLong", { max: POST_CONTENT_MAX });
    return found;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (posting) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setPosting(true);
    const res = await communityApi.write({
      circleId: Number(circleId),
      title: title.trim(),
      content: content.trim(),
      images,
    });
    setPosting(false);
    if (res.code !== 200 || !res.data) return setErrors({ form: res.message });
    setTitle("");
    setContent("");
    setImages([]);
    toast(t("posted"), "success");
    onPosted(res.data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={t("title")}>
      <label className="block text-sm text-ink-soft">
        {t("circle")}
        <Select
          aria-label={t("circle")}
          value={circleId}
          invalid={Boolean(errors.circle)}
          onChange={(e) => setCircleId(e.target.value)}
        >
          <option value="">{t("circlePlaceholder")}</option>
          {circles.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </label>
      <FieldError message={errors.circle} />
      <label className="block text-sm text-ink-soft">
        {t("titleLabel")}
        <TextInput
          aria-label={t("titleLabel")}
          placeholder={t("titlePlaceholder")}
          value={title}
          invalid={Boolean(errors.title)}
          onChange={(e) => setTitle(e.target.value)}
        />
      </label>
      <div className="flex justify-between text-xs text-ink-mute">
        <FieldError message={errors.title} />
        <span className="ml-auto">
          <Counter value={title} max={POST_TITLE_MAX} />
        </span>
      </div>
      <TextArea
        aria-label={t("content")}
        placeholder={t("contentPlaceholder")}
        rows={6}
        value={content}
        invalid={Boolean(errors.content)}
        onChange={(e) => setContent(e.target.value)}
      />
      <div className="flex justify-between text-xs text-ink-mute">
        <FieldError message={errors.content} />
        <span className="ml-auto">
          <Counter value={content} max={POST_CONTENT_MAX} />
        </span>
      </div>
      <p className="text-sm text-ink-soft">{t("images", { count: images.length, max: POST_IMAGES_MAX })}</p>
      <ImageUploader
        id="post-images"
        max={POST_IMAGES_MAX}
        value={images}
        onChange={setImages}
        upload={communityApi.uploadPictures}
      />
      <FieldError message={errors.form} />
      <div className="flex justify-end">
        <Button type="submit" disabled={posting} className="w-28">
          {posting ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
