type KeyLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">;

const INSPECTOR_KEYS = new Set(["i", "j", "c"]);

/** F12, Ctrl+Shift+I/J/C and Ctrl+U, plus their macOS forms (Cmd+Opt+I/J/C, Cmd+Opt+U). */
export function isDevtoolsShortcut(e: KeyLike): boolean {
  if (e.key === "F12") return true;
  const key = e.key.toLowerCase();
  if (e.ctrlKey && e.shiftKey && INSPECTOR_KEYS.has(key)) return true;
  if (e.metaKey && e.altKey && (INSPECTOR_KEYS.has(key) || key === "u")) return true;
  return e.ctrlKey && !e.shiftKey && !e.altKey && key === "u";
}

/** Right-click stays available in text fields so that pasting still works. */
export function allowsContextMenu(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(target.closest("input, textarea, [contenteditable=''], [contenteditable='true']"));
}
