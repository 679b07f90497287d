"use client";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Shown in the header bar and used as the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Defaults to 关闭. */
  closeLabel?: string;
  /** Extra classes for the panel, e.g. a width. */
  className?: string;
  children: ReactNode;
};

/** A centred dialog over a dimmed page: Escape or a click outside closes it; focus returns on close. */
export function Modal({
  open,
  onClose,
  title,
  label,
  closeLabel,
  className = "w-[420px]",
  children,
}: ModalProps) {
  const t = useTranslations("layout.ui");
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onCloseRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === "undefined") return null;
  return createPortal(
    <div
      className="fixed inset-0 z-[90] flex items-center justify-center bg-black/50 p-4"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        className={`relative max-h-full max-w-full overflow-auto rounded-lg bg-white shadow-2xl outline-none ${className}`}
      >
        {title ? (
          <h2 id={titleId} className="border-b border-surface px-6 py-4 text-base font-semibold text-ink">
            {title}
          </h2>
        ) : null}
        <button
          type="button"
          aria-label={closeLabel ?? t("close")}
          onClick={onClose}
          className="absolute top-3 right-3 flex size-8 items-center justify-center rounded-full text-xl leading-none text-ink-mute hover:bg-surface hover:text-ink"
        >
          ×
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
