"use client";
import { useTranslations } from "next-intl";

import { FieldError } from "./form-field";

import { COUNTRY_CODE, PHONE_LENGTH } from "@/lib/constants";
import { sanitizePhoneInput } from "@/lib/validation";

type Props = {
  value: string;
  onChange: (phone: string) => void;
  onBlur?: () => void;
  error?: string | null;
  className?: string;
};

/** +86 mobile number: digits only, at most 11. */
export function PhoneField({ value, onChange, onBlur, error, className = "" }: Props) {
  const t = useTranslations("auth.field");
  return (
    <div className={className}>
      <div className="flex h-11 items-center rounded border border-[#dcdfe6] bg-white transition-colors focus-within:border-brand">
        <span className="border-r border-[#dcdfe6] px-3 text-sm text-ink-soft">{COUNTRY_CODE}</span>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-label={t("phone")}
          aria-invalid={error ? true : undefined}
          placeholder={t("phonePlaceholder")}
          maxLength={PHONE_LENGTH}
          value={value}
          onChange={(e) => onChange(sanitizePhoneInput(e.target.value))}
          onBlur={onBlur}
          className="h-full min-w-0 flex-1 bg-transparent px-3 text-sm text-ink outline-none placeholder:text-ink-mute"
        />
      </div>
      <FieldError message={error} />
    </div>
  );
}
