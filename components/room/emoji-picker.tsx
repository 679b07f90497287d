"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useMenuFocus } from "@/components/ui/use-menu-focus";
import { useEmojis } from "./use-emojis";

/** The expression button of the chat box; a pick inserts the code ([微笑]) at the caret. */
export function EmojiPicker({ onPick, disabled }: { onPick: (code: string) => void; disabled?: boolean }) {
  const t = useTranslations("liveRoom.chat");
  const emojis = useEmojis();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const {
    triggerRef,
    menuRef,
    onKeyDown: menuKeys,
  } = useMenuFocus(open && Boolean(emojis), () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener("mousedown", outside);
    return () => document.removeEventListener("mousedown", outside);
  }, [open]);

  return (
    <div ref={ref} className="relative" onKeyDown={menuKeys}>
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled}
        aria-label={t("emoji")}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="grid size-7 place-items-center rounded text-ink-mute hover:bg-white hover:text-amber-500 disabled:opacity-40"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" strokeLinecap="round" />
        </svg>
      </button>
      {open && emojis ? (
        <div
          ref={menuRef}
          role="listbox"
          aria-label={t("emoji")}
          className="absolute bottom-9 left-0 z-20 grid w-64 grid-cols-8 gap-1 rounded-md bg-white p-2 shadow-xl ring-1 ring-black/5"
        >
          {emojis.list.map((e) => (
            <button
              key={e.code}
              type="button"
              role="option"
              aria-selected={false}
              title={e.name}
              onClick={() => (onPick(e.code), setOpen(false))}
              className="grid size-7 place-items-center rounded hover:bg-brand-light"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- tiny built-in SVGs */}
              <img src={e.url} alt={e.name} width={22} height={22} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
