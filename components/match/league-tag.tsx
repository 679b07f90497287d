type Props = { name: string; colour: string; className?: string };

// WCAG relative luminance of a #rrggbb colour (null when it is not one).
function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1], 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

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
      className={`inline-block min-w-12 rounded-sm px-1.5 py-0.5 text-center text-xs leading-4 whitespace-nowrap ${textOn(
        colour,
      )} ${className}`}
      style={{ backgroundColor: colour }}
    >
      {name}
    </span>
  );
}
