type Props = { name: string; colour: string; className?: string };

// Perceived brightness (ITU-R BT.601): a light tag colour gets dark text.
function isLight(hex: string): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return false;
  const n = parseInt(m[1], 16);
  return ((n >> 16) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114) / 1000 > 170;
}

/** A league's short name on its colour, as score lists tag every row. */
export function LeagueTag({ name, colour, className = "" }: Props) {
  return (
    <span
      className={`inline-block min-w-12 rounded-sm px-1.5 py-0.5 text-center text-xs leading-4 whitespace-nowrap ${
        isLight(colour) ? "text-ink" : "text-white"
      } ${className}`}
      style={{ backgroundColor: colour }}
    >
      {name}
    </span>
  );
}
