import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { FieldError } from "@/components/auth/form-field";

const FIELD =
  "w-full rounded border border-[#dcdfe6] bg-white px-3 text-sm text-ink outline-none transition-colors placeholder:text-ink-mute focus:border-brand aria-[invalid=true]:border-brand";

/** A labelled row of the anchor forms: label on the left, the control, then its error or hint. */
export function FormRow({
  id,
  label,
  required = false,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4 py-2.5">
      <label htmlFor={id} className="w-24 shrink-0 pt-2 text-right text-sm text-ink-soft">
        {required ? (
          <span aria-hidden className="mr-0.5 text-brand">
            *
          </span>
        ) : null}
        {label}
      </label>
      <div className="min-w-0 flex-1">
        {children}
        {error ? (
          <FieldError message={error} />
        ) : hint ? (
          <p className="mt-1 text-xs text-ink-mute">{hint}</p>
        ) : null}
      </div>
    </div>
  );
}

export function TextInput({
  invalid,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }) {
  return <input aria-invalid={invalid || undefined} className={`${FIELD} h-10`} {...props} />;
}

export function TextArea({
  invalid,
  rows = 4,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      rows={rows}
      className={`${FIELD} resize-none py-2`}
      {...props}
    />
  );
}

export function Select({
  invalid,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean }) {
  return <select aria-invalid={invalid || undefined} className={`${FIELD} h-10`} {...props} />;
}

/** "12/300": what the user has typed against the contract's limit. */
export function Counter({ value, max }: { value: string; max: number }) {
  const over = value.trim().length > max;
  return (
    <span className={over ? "text-brand" : undefined}>
      {value.trim().length}/{max}
    </span>
  );
}
