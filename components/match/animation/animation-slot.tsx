"use client";
import dynamic from "next/dynamic";
import type { LiveAnimationProps } from "./live-animation";

// Loaded on demand: the view and its SVG stay out of the match page's first-load JS.
const LiveAnimation = dynamic(() => import("./live-animation").then((m) => m.LiveAnimation), {
  ssr: false,
  loading: () => (
    <div className="mx-auto mt-4 aspect-[5/3] w-full max-w-2xl rounded-lg bg-[#1b2433]" aria-hidden />
  ),
});

export function AnimationSlot(props: LiveAnimationProps) {
  return <LiveAnimation {...props} />;
}
