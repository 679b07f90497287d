"use client";

import { useState } from "react";

/**
 * A recent frame of a live stream or a playback, laid over the card's cover: when it does not
 * load (no picture yet, no ffmpeg on the media server) it removes itself and the cover shows.
 */
export function CardThumb({ src, alt }: { src: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a frame served by the media process
    <img
      // An error before hydration fires no React handler: a broken picture is found here instead.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setFailedSrc(src);
      }}
      src={src}
      alt={alt}
      data-thumb=""
      onError={() => setFailedSrc(src)}
      className="absolute inset-0 size-full bg-ink object-cover transition-transform duration-300 group-hover:scale-105"
    />
  );
}
