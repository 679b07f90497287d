"use client";

const TABBABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "summary",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]",
].join(",");

/** The elements inside `root` that Tab reaches, in document order (hidden ones and tabindex=-1 left out). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest("[hidden],[inert]") && isRendered(element),
  );
}

// jsdom lays nothing out, so only an explicit display:none or visibility:hidden counts there.
function isRendered(element: HTMLElement) {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.display === "none" || style.visibility === "hidden") return false;
  }
  return true;
}

/**
 * Tab and Shift+Tab wrap around inside `container` (a dialog, an open menu) instead of leaving it.
 * Returns whether it moved focus itself.
 */
export function wrapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
) {
  if (event.key !== "Tab") return false;
  const inside = tabbables(container);
  const first = inside[0];
  const last = inside.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const target = event.shiftKey
    ? active === first || active === container || !container.contains(active)
      ? last
      : null
    : active === last || !container.contains(active)
      ? first
      : null;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
