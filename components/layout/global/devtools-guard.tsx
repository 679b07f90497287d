"use client";
import { useEffect } from "react";
import { allowsContextMenu, isDevtoolsShortcut } from "./devtools-shortcut";

/** SPEC §2: right-click and the developer-tool shortcuts are disabled (DEVTOOLS_GUARD=off turns this off). */
export function DevtoolsGuard({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!enabled) return;
    const onContextMenu = (e: MouseEvent) => {
      if (!allowsContextMenu(e.target)) e.preventDefault();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isDevtoolsShortcut(e)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    document.addEventListener("contextmenu", onContextMenu);
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("contextmenu", onContextMenu);
      window.removeEventListener("keydown", onKeyDown, true);
    };
  }, [enabled]);
  return null;
}
