"use client";
import { useTranslations } from "next-intl";
import { mediaUrl } from "@/lib/api/envelope";

/** Up to nine pictures in a 3-column grid (one picture shows larger). */
export function PostImages({ images, large = false }: { images: string[]; large?: boolean }) {
  const t = useTranslations("community.post");
  if (!images.length) return null;
  const single = images.length === 1;
  return (
    <div className={`mt-3 grid w-fit gap-2 ${single ? "grid-cols-1" : "grid-cols-3"}`}>
      {images.map((src, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- user uploads of unknown size, served by the api
        <img
          key={src}
          src={mediaUrl(src)}
          alt={t("image", { n: i + 1 })}
          loading="lazy"
          className={`rounded object-cover ${single ? (large ? "max-h-96 max-w-full" : "max-h-60 max-w-80") : large ? "size-40" : "size-28"}`}
        />
      ))}
    </div>
  );
}
