"use client";
import { create } from "zustand";

export type ToastTone = "info" | "success" | "error";
export type Toast = { id: number; message: string; tone: ToastTone };

type UiState = {
  toasts: Toast[];
  showToast(message: string, tone?: ToastTone, durationMs?: number): number;
  dismissToast(id: number): void;
};

const MAX_TOASTS = 3;
let nextId = 1;

export const useUiStore = create<UiState>()((set, get) => ({
  toasts: [],
  showToast(message, tone = "info", durationMs = 3_000) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, message, tone }].slice(-MAX_TOASTS) });
    if (durationMs > 0) setTimeout(() => get().dismissToast(id), durationMs);
    return id;
  },
  dismissToast(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));

/** A short message at the top of the page, e.g. toast("登录失败", "error", LOGIN_FAILURE_TOAST_MS). */
export const toast = (message: string, tone?: ToastTone, durationMs?: number) =>
  useUiStore.getState().showToast(message, tone, durationMs);
