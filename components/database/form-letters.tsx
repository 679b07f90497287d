import { useTranslations } from "next-intl";

const COLOURS = {
  W: "bg-brand text-white",
  D: "bg-ink-mute/60 text-white",
  L: "bg-emerald-600 text-white",
} as const;

/** The last results as coloured 胜/平/负 chips, oldest first. */
export function FormLetters({ form }: { form: readonly ("W" | "D" | "L")[] }) {
  const t = useTranslations("database.form");
  return (
    <span className="inline-flex gap-0.5">
      {form.map((letter, i) => (
        <span
          key={i}
          className={`inline-block size-5 rounded-sm text-center text-xs leading-5 ${COLOURS[letter]}`}
        >
          {t(letter)}
        </span>
      ))}
    </span>
  );
}
