"use client";
import { useEffect } from "react";
import { reloadForChunkError } from "./chunk-error";

/** Reloads the page once a minute at most when a code chunk fails to load (e.g. after a deploy). */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadForChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunkError(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
