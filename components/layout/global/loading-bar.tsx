"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import { requestActivity } from "@/lib/api/request-activity";
import { createLoadingBarController, IDLE } from "./loading-bar-controller";
import { isInternalNavigation, navigationProgress } from "./navigation-progress";

let current = IDLE;
const listeners = new Set<() => void>();
const bar = createLoadingBarController((state) => {
  current = state;
  listeners.forEach((listener) => listener());
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** A thin bar at the top: starts on link navigation and api requests, finishes, or turns red on failure. */
export function LoadingBar() {
  const t = useTranslations("layout.loading");
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => IDLE,
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (anchor && isInternalNavigation(anchor, event, window.location)) bar.navigationStarted();
    };
    document.addEventListener("click", onClick, true);
    const offNavigation = navigationProgress.subscribe(bar.navigationStarted);
    const offRequests = requestActivity.subscribe(({ pending, failed }) =>
      bar.requestsChanged(pending, failed),
    );
    return () => {
      document.removeEventListener("click", onClick, true);
      offNavigation();
      offRequests();
    };
  }, []);

  return (
    <>
      <Suspense fallback={null}>
        <NavigationEnd onEnd={bar.navigationEnded} />
      </Suspense>
      <div
        role="progressbar"
        aria-label={t("label")}
        aria-hidden={!state.visible}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(state.progress * 100)}
        className="pointer-events-none fixed inset-x-0 top-0 z-[120] h-0.5"
        style={{ opacity: state.visible ? 1 : 0, transition: "opacity 300ms" }}
      >
        <div
          className={`h-full origin-left ${state.failed ? "bg-red-600" : "bg-brand"}`}
          style={{ transform: `scaleX(${state.progress})`, transition: "transform 200ms ease-out" }}
        />
      </div>
    </>
  );
}

/** A changed path or query means the navigation has rendered. */
function NavigationEnd({ onEnd }: { onEnd: () => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onEnd();
  }, [pathname, search, onEnd]);
  return null;
}
