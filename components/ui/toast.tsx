"use client";
import { useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useUiStore, type ToastTone } from "@/stores/ui-store";
import { innermostDialog, subscribeDialogs } from "./dialog-stack";

const TONES: Record<ToastTone, string> = {
  info: "bg-ink/90 text-white",
  success: "bg-lose text-white",
  error: "bg-brand text-white",
};

const noDialog = () => null;

/**
 * Renders the toasts of the ui store; mounted once in the root layout. Call `toast()` to show one.
 * While a modal dialog is open they render inside it, the only part of the page left visible and live.
 */
export function Toaster() {
  const toasts = useUiStore((s) => s.toasts);
  const dialog = useSyncExternalStore(subscribeDialogs, innermostDialog, noDialog);
  if (toasts.length === 0) return null;
  const list = (
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
  return dialog ? createPortal(list, dialog) : list;
}
