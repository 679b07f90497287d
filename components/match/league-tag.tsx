import { luminance } from "@/lib/a11y/contrast";

type Props = { name: string; colour: string; className?: string };

const INK_LUMINANCE = 0.0165; // ink #1f2330

/** The text colour that reads at WCAG AA (4.5:1) on the tag colour: white, else ink, else black (always ≥ 4.58:1). */
export function textOn(hex: string): string {
  const l = luminance(hex);
  if (l === null || 1.05 / (l + 0.05) >= 4.5) return "text-white";
  return (l + 0.05) / (INK_LUMINANCE + 0.05) >= 4.5 ? "text-ink" : "text-black";
}

/** A league's short name on its colour, as score lists tag every row. */
export function LeagueTag({ name, colour, className = "" }: Props) {
  return (
    <span
      className={`league-tag ${textOn(colour)}${className ? ` ${className}` : ""}`}
      style={{ backgroundColor: colour }}
    >
      {name}
    </span>
  );
}
