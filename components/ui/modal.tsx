"use client";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { innermostDialog, pushDialog, removeDialog } from "./dialog-stack";
import { wrapTab } from "./tabbables";

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
  /** A click on the dimmed page closes the dialog (default); captchas keep it open. */
  dismissOnBackdrop?: boolean;
  /** Without the × button: the content brings its own header and close control. */
  bare?: boolean;
  children: ReactNode;
};

/**
 * A centred modal on the native <dialog>: showModal() puts it in the top layer, keeps focus inside
 * (the page behind is inert) and closes the innermost one on Escape; focus returns to the opener.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  label,
  closeLabel,
  className = "w-[420px]",
  dismissOnBackdrop = true,
  bare = false,
  children,
}: ModalProps) {
  const t = useTranslations("layout.ui");
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    // A modal dialog does not stop the page behind it from scrolling.
    document.body.style.overflow = "hidden";
    if (!element.open) element.showModal();
    element.focus();
    pushDialog(element);
    return () => {
      removeDialog(element);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      tabIndex={-1}
      // Escape: the parent decides, and closing unmounts the dialog. React passes a nested dialog's
      // cancel and close up the tree, so each dialog answers only its own.
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onCloseRef.current();
      }}
      onClose={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
      // Tab and Shift+Tab wrap around inside the innermost dialog instead of leaving for the browser's own controls.
      onKeyDown={(e) => {
        if (innermostDialog() === e.currentTarget) wrapTab(e, e.currentTarget);
      }}
      onMouseDown={(e) => {
        // The content box fills the dialog, so only the backdrop hits the <dialog> itself.
        if (dismissOnBackdrop && e.target === e.currentTarget) onCloseRef.current();
      }}
      className={`m-auto max-h-[calc(100%-2rem)] max-w-[calc(100%-2rem)] overflow-auto rounded-lg bg-white p-0 text-ink shadow-2xl outline-none backdrop:bg-black/50 ${className}`}
    >
      <div className="flow-root">
        {title ? (
          <h2 id={titleId} className="border-b border-surface px-6 py-4 text-base font-semibold text-ink">
            {title}
          </h2>
        ) : null}
        {bare ? null : (
          <button
            type="button"
            aria-label={closeLabel ?? t("close")}
            onClick={onClose}
            className="absolute top-3 right-3 flex size-8 items-center justify-center rounded-full text-xl leading-none text-ink-mute hover:bg-surface hover:text-ink"
          >
            ×
          </button>
        )}
        {children}
      </div>
    </dialog>
  );
}
