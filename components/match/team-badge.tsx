type Props = {
  name: string;
  colour: string;
  colour2: string;
  size?: number;
  className?: string;
};

// Perceived brightness (ITU-R BT.601): light shields get dark letters.
function isLight(hex: string): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return false;
  const n = parseInt(m[1], 16);
  return ((n >> 16) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114) / 1000 > 170;
}

/** A team's badge: a shield in its colours with the first character of its short name. */
export function TeamBadge({ name, colour, colour2, size = 40, className = "" }: Props) {
  const letter = Array.from(name.trim())[0] ?? "?";
  return (
    <svg
      viewBox="0 0 40 46"
      width={size}
      height={(size * 46) / 40}
      className={`shrink-0 ${className}`}
      role="img"
      aria-label={name}
    >
      <path
        d="M20 1 38 7v15c0 11-7.5 19-18 23C9.5 41 2 33 2 22V7Z"
        fill={colour}
        stroke={colour2}
        strokeWidth="2"
      />
      <path d="M2.9 8 20 2.2 37.1 8v3.4H2.9Z" fill={colour2} opacity="0.9" />
      <text
        x="20"
        y="31"
        textAnchor="middle"
        fontSize="17"
        fontWeight="700"
        fill={isLight(colour) ? "#1f2330" : "#ffffff"}
      >
        {letter}
      </text>
    </svg>
  );
}
