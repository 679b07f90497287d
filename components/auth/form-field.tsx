import type { InputHTMLAttributes, ReactNode } from "react";

export const inputClass =
  "h-11 w-full rounded border border-[#dcdfe6] bg-white px-3 text-sm text-ink outline-none transition-colors placeholder:text-ink-mute focus:border-brand";

export function FieldError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-1 text-xs text-brand">
      {message}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** Shown beside the input, e.g. a send-code button. */
  addon?: ReactNode;
};

/** A labelled input whose label is read by screen readers; the placeholder carries the visible prompt. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  addon,
  className = "",
  ...props
}: TextFieldProps) {
  return (
    <div className={className}>
      <div className="flex gap-2.5">
        <input
          aria-label={label}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
          {...props}
        />
        {addon}
      </div>
      {error ? <FieldError message={error} /> : hint}
    </div>
  );
}
