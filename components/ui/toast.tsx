"use client";
import { useUiStore, type ToastTone } from "@/stores/ui-store";

const TONES: Record<ToastTone, string> = {
  info: "bg-ink/90 text-white",
  success: "bg-lose text-white",
  error: "bg-brand text-white",
};

/** Renders the toasts of the ui store; mounted once in the root layout. Call `toast()` to show one. */
export function Toaster() {
  const toasts = useUiStore((s) => s.toasts);
  if (toasts.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-[100] flex flex-col items-center gap-2">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.tone === "error" ? "alert" : "status"}
          className={`pointer-events-auto max-w-md rounded-md px-5 py-2.5 text-sm shadow-lg ${TONES[t.tone]}`}
        >
          {t.message}
        </div>
      ))}
    </div>
  );
}
