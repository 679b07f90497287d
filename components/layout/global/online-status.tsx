"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, useSyncExternalStore } from "react";

const RECOVERED_VISIBLE_MS = 3_000;

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A banner while the browser is offline, and a short notice when the connection comes back. */
export function OnlineStatus() {
  const t = useTranslations("layout.network");
  const online = useOnline();
  const [recovered, setRecovered] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The browser fires "online" only after having been offline.
    const onOnline = () => {
      clearTimeout(timer);
      setRecovered(true);
      timer = setTimeout(() => setRecovered(false), RECOVERED_VISIBLE_MS);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setRecovered(false);
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, []);

  if (online && !recovered) return null;
  return (
    <div
      role={online ? "status" : "alert"}
      className={`fixed inset-x-0 top-0 z-[110] py-2 text-center text-sm text-white shadow ${online ? "bg-lose" : "bg-ink"}`}
    >
      {online ? t("online") : t("offline")}
    </div>
  );
}
