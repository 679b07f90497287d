import { EMBLEMS, emblemSvg, PATTERNS, SHAPES, type Emblem } from "./crest-parts";

export type CrestTeam = {
  id: number;
  nameEn: string;
  colour: string;
  colour2: string;
  basketball: boolean;
};

export type Crest = { svg: string; shape: string; pattern: string; emblem: Emblem };

const DARK = "#1f2330";
const WHITE = "#ffffff";
const GOLD = "#d4a72c";
/** Words that are not part of a club's monogram (Manchester City → MC, not FCMC). */
const FILLER = new Set([
  "FC",
  "CF",
  "AC",
  "SC",
  "AFC",
  "CD",
  "SV",
  "VFB",
  "VFL",
  "FK",
  "SK",
  "DE",
  "OF",
  "THE",
]);
const COMBINATIONS = SHAPES.length * PATTERNS.length * EMBLEMS.length;
/** Coprime with COMBINATIONS, so any run of consecutive team ids (one league's) gets distinct designs. */
const STEP = 37;

function rgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? parseInt(m[1], 16) : 0x808080;
  return [n >> 16, (n >> 8) & 255, n & 255];
}

/** Perceived brightness 0..255 (ITU-R BT.601). */
const brightness = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return (r * 299 + g * 587 + b * 114) / 1000;
};

const distance = (a: string, b: string) => {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
};

const contrastOn = (hex: string) => (brightness(hex) > 160 ? DARK : WHITE);

function darker(hex: string): string {
  const [r, g, b] = rgb(hex).map((c) => Math.round(c * 0.55));
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
}

/** Initials of the English name, at most three letters: Real Madrid → RM, Arsenal → ARS. */
export function monogramOf(nameEn: string): string {
  const words = nameEn
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, "")
    .split(" ")
    .filter((w) => w && !FILLER.has(w));
  if (words.length === 0) return "FC";
  if (words.length === 1) return words[0].slice(0, 3);
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join("");
}

/** A team's crest as SVG: shape, field and emblem follow from its id, colours from its kit. */
export function crestOf(team: CrestTeam): Crest {
  const code = (((team.id * STEP) % COMBINATIONS) + COMBINATIONS) % COMBINATIONS;
  const shape = SHAPES[code % SHAPES.length];
  const pattern = PATTERNS[Math.floor(code / SHAPES.length) % PATTERNS.length];
  const emblem = EMBLEMS[Math.floor(code / (SHAPES.length * PATTERNS.length)) % EMBLEMS.length];
  const base = team.colour;
  // A second colour too close to the first would hide the field: use black or white instead.
  const second = distance(base, team.colour2) < 60 ? contrastOn(base) : team.colour2;
  const trim = team.id % 3 === 0 ? GOLD : darker(base);
  const clip = `crest-${team.id}`;
  const parts: string[] = [
    `<defs><clipPath id="${clip}"><path d="${shape.outline}"/></clipPath></defs>`,
    `<path d="${shape.outline}" fill="${base}"/>`,
  ];
  if (pattern.svg) parts.push(`<g clip-path="url(#${clip})" fill="${second}">${pattern.svg}</g>`);
  if (shape.name === "roundel") {
    parts.push(`<circle cx="32" cy="32" r="25.5" fill="none" stroke="${second}" stroke-width="6"/>`);
    parts.push(`<circle cx="32" cy="32" r="22" fill="none" stroke="${trim}" stroke-width="1"/>`);
  }
  let ink = distance(base, second) > 90 ? second : contrastOn(base);
  if (pattern.svg) {
    // The emblem sits on a plate of the first colour so the field does not swallow it.
    parts.push(
      `<circle cx="32" cy="${shape.cy}" r="14" fill="${base}" stroke="${second}" stroke-width="2"/>`,
    );
    ink = contrastOn(base);
  }
  parts.push(emblemSvg(emblem, shape.cy, ink, monogramOf(team.nameEn), team.basketball));
  parts.push(
    `<path d="${shape.outline}" fill="none" stroke="${trim}" stroke-width="2.5" stroke-linejoin="round"/>`,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `${parts.join("")}</svg>`;
  return { svg, shape: shape.name, pattern: pattern.name, emblem };
}
