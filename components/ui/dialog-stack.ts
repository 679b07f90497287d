"use client";

// The open modal dialogs, innermost last. A modal <dialog> makes the rest of the page inert and
// draws it under the backdrop, so whatever must stay visible above it (the toasts) renders into
// the innermost one.
const stack: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function pushDialog(dialog: HTMLDialogElement) {
  stack.push(dialog);
  notify();
}

export function removeDialog(dialog: HTMLDialogElement) {
  const at = stack.indexOf(dialog);
  if (at >= 0) stack.splice(at, 1);
  notify();
}

export function subscribeDialogs(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const innermostDialog = (): HTMLDialogElement | null => stack.at(-1) ?? null;
