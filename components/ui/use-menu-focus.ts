"use client";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { tabbables, wrapTab } from "./tabbables";

/**
 * Keyboard for a pop-up menu opened by a button: on opening, focus moves to its first item; Tab and
 * the arrow keys stay inside; Escape closes it and gives focus back to the button.
 * Spread `onKeyDown` on an element holding both the button and the menu.
 */
export function useMenuFocus<T extends HTMLElement = HTMLButtonElement>(open: boolean, close: () => void) {
  const trigger = useRef<T>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open && menu.current) tabbables(menu.current)[0]?.focus();
  }, [open]);

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const panel = menu.current;
    if (!open || !panel) return;
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close();
      trigger.current?.focus();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const items = tabbables(panel);
      const at = items.indexOf(document.activeElement as HTMLElement);
      const step = e.key === "ArrowDown" ? 1 : -1;
      items.at((at + step) % items.length)?.focus();
    } else wrapTab(e, panel);
  }

  return { triggerRef: trigger, menuRef: menu, onKeyDown };
}
