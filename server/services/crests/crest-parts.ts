/** The pieces a crest is made of, all on a 64×64 canvas (server/services/crests/crest-svg.ts combines them). */

export type Shape = { name: string; outline: string; /** Where the emblem sits. */ cy: number };

const circle = (r: number) => `M${32 - r} 32a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

export const SHAPES: readonly Shape[] = [
  { name: "shield", outline: "M32 3 58 9v21c0 16-12 26-26 31C18 56 6 46 6 30V9Z", cy: 30 },
  { name: "swiss-shield", outline: "M6 6q13 4 26-2 13 6 26 2v26c0 14-12 23-26 29C18 55 6 46 6 32Z", cy: 31 },
  { name: "flat-shield", outline: "M8 5h48v29c0 14-12 22-24 26C20 56 8 48 8 34Z", cy: 29 },
  { name: "round", outline: circle(29), cy: 32 },
  { name: "roundel", outline: circle(29), cy: 32 },
  { name: "diamond", outline: "M32 2 62 32 32 62 2 32Z", cy: 32 },
  { name: "banner", outline: "M10 4h44v54L32 48 10 58Z", cy: 27 },
];

/** Fields in the second colour over the first, clipped to the shape. */
export const PATTERNS: readonly { name: string; svg: string }[] = [
  { name: "plain", svg: "" },
  { name: "stripes", svg: '<path d="M12 0h8v64h-8zM28 0h8v64h-8zM44 0h8v64h-8z"/>' },
  { name: "halves", svg: '<path d="M32 0h32v64H32z"/>' },
  { name: "band", svg: '<path d="M0 24h64v16H0z"/>' },
  { name: "chevron", svg: '<path d="M0 30 32 48 64 30v-12L32 36 0 18z"/>' },
  { name: "sash", svg: '<path d="M0 12 12 0l52 52-12 12z"/>' },
  { name: "quarters", svg: '<path d="M0 0h32v32H0zM32 32h32v32H32z"/>' },
];

export const EMBLEMS = ["star", "crown", "ball", "monogram"] as const;
export type Emblem = (typeof EMBLEMS)[number];

const star = (cx: number, cy: number, r: number) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.42 : r;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(" ")}"/>`;
};

const crown = (cx: number, cy: number) =>
  `<path d="M${cx - 10} ${cy + 6}l-2-13 7 6 5-9 5 9 7-6-2 13z"/><path d="M${cx - 10} ${cy + 8}h20v3h-20z"/>`;

const football = (cx: number, cy: number, ink: string) =>
  `<circle cx="${cx}" cy="${cy}" r="10" fill="#fff" stroke="${ink}" stroke-width="1.5"/>` +
  `<path fill="${ink}" d="M${cx} ${cy - 4}l3.8 2.8-1.5 4.5h-4.6l-1.5-4.5z"/>` +
  `<path stroke="${ink}" stroke-width="1.2" fill="none" d="M${cx} ${cy - 4}v-6M${cx + 3.8} ${cy - 1.2}l5.5-2M${cx - 3.8} ${cy - 1.2}l-5.5-2M${cx + 2.3} ${cy + 3.3}l3.5 5M${cx - 2.3} ${cy + 3.3}l-3.5 5"/>`;

const basketball = (cx: number, cy: number) =>
  `<circle cx="${cx}" cy="${cy}" r="10" fill="#e8772e" stroke="#1f2330" stroke-width="1.5"/>` +
  `<path stroke="#1f2330" stroke-width="1.2" fill="none" d="M${cx - 10} ${cy}h20M${cx} ${cy - 10}v20` +
  `M${cx - 7} ${cy - 7}q5 7 0 14M${cx + 7} ${cy - 7}q-5 7 0 14"/>`;

/** The emblem's SVG, drawn in `ink`; the ball is the team's sport's ball. */
export function emblemSvg(
  emblem: Emblem,
  cy: number,
  ink: string,
  monogram: string,
  basketballTeam: boolean,
): string {
  const cx = 32;
  if (emblem === "star") return `<g fill="${ink}">${star(cx, cy, 11)}</g>`;
  if (emblem === "crown") return `<g fill="${ink}">${crown(cx, cy)}</g>`;
  if (emblem === "ball") return basketballTeam ? basketball(cx, cy) : football(cx, cy, "#1f2330");
  const size = monogram.length > 2 ? 11 : monogram.length > 1 ? 14 : 18;
  return (
    `<text x="${cx}" y="${cy + size * 0.36}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" ` +
    `font-weight="700" font-size="${size}" fill="${ink}">${monogram}</text>`
  );
}
