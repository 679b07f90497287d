"use client";
import { useSyncExternalStore } from "react";
import { canPrefetch, type ConnectionHints } from "./prefetch-policy";

type ConnectionLike = ConnectionHints & EventTarget;

const connection = () => (navigator as Navigator & { connection?: ConnectionLike }).connection ?? null;

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  const conn = connection();
  conn?.addEventListener?.("change", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
    conn?.removeEventListener?.("change", onChange);
  };
}

const getSnapshot = () => canPrefetch(navigator.onLine, connection());
// Until the browser has told us about its connection, nothing is prefetched.
const getServerSnapshot = () => false;

export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
