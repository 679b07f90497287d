"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { BannerSlide } from "./banner-slide";
import type { BannerSlideData } from "./banner-slides";

const ADVANCE_MS = 5_000;

/**
 * The home carousel: turns every few seconds (not while hovered or focused); dots and arrows to pick.
 * Its slides come resolved (bannerSlides, on the server), so the jump rules stay out of the bundle.
 */
export function BannerCarousel({ slides }: { slides: BannerSlideData[] }) {
  const t = useTranslations("homeLive.banner");
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (!count) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("label")}
      className="group relative aspect-[4/1] overflow-hidden rounded-xl bg-ink shadow"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((b, i) => (
        <BannerSlide
          key={b.id}
          title={b.title}
          image={b.image}
          jump={b.jump}
          active={i === index}
          label={t("slide", { title: b.title, current: i + 1, total: count })}
        />
      ))}
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-label={t("prev")}
            onClick={() => go(index - 1)}
            className="absolute top-1/2 left-3 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/35 text-xl text-white opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
          >
            ‹
          </button>
          <button
            type="button"
            aria-label={t("next")}
            onClick={() => go(index + 1)}
            className="absolute top-1/2 right-3 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/35 text-xl text-white opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
          >
            ›
          </button>
          {/* Each dot sits in a 24 px target (WCAG 2.5.8), the smallest a pointer should be asked to hit. */}
          <div className="absolute right-2 bottom-1.5 flex">
            {slides.map((b, i) => (
              <button
                key={b.id}
                type="button"
                aria-label={t("goTo", { index: i + 1 })}
                aria-current={i === index}
                onClick={() => go(i)}
                className="flex h-6 min-w-6 items-center justify-center px-0.5"
              >
                <span
                  className={`h-1.5 rounded-full transition-all ${i === index ? "w-5 bg-white" : "w-1.5 bg-white/50"}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
