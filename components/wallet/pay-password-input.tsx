"use client";
import { inputClass } from "@/components/auth/form-field";

/** Six digits, masked; only digits can be typed. */
export function PayPasswordInput({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-ink-soft">
        {label}
      </label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
        className={`${inputClass} tracking-[0.5em]`}
      />
    </div>
  );
}

export const isPayPassword = (v: string) => /^\d{6}$/.test(v);
