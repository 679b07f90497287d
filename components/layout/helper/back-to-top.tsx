"use client";
import { useSyncExternalStore } from "react";
import { ArrowUpIcon } from "../icons";
import { showsBackToTop } from "./back-to-top-rule";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** Appears after 100 px of scroll and glides back to the top. */
export function BackToTop({ label, className }: { label: string; className: string }) {
  const visible = useSyncExternalStore(
    subscribe,
    () => showsBackToTop(window.scrollY),
    () => false,
  );
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className={className}
    >
      <ArrowUpIcon className="size-5" />
      {label}
    </button>
  );
}
