/**
 * Drawn avatars: one deterministic SVG per number (seed), from three families — a face (skin,
 * hair style and colour, eyes, mouth, glasses or a cap), a team shirt (colours, pattern, number)
 * and a badge of shapes — on varied backgrounds: tens of thousands of distinct looks, 1-2 KB each.
 * Seeded users, anchors, experts and new accounts get one; the web serves them at
 * `/avatars/{seed}.svg` with a year's cache (a seed's picture never changes).
 */

export const GENERATED_AVATAR_MAX_SEED = 999_999_999;
const PATH = /^\/avatars\/([1-9]\d{0,8})\.svg$/;

export const generatedAvatarUrl = (seed: number) => `/avatars/${seed}.svg`;

/** The seed of a generated avatar's URL, or null. */
export function generatedAvatarSeed(url: string): number | null {
  const m = PATH.exec(url);
  return m ? Number(m[1]) : null;
}

/** A seed for a user without one chosen: spread from any text (a mobile number, a name). */
export function avatarSeedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return (h % GENERATED_AVATAR_MAX_SEED) + 1;
}

const BACKGROUNDS = [
  ["#fde68a", "#f59e0b"],
  ["#bfdbfe", "#3b82f6"],
  ["#bbf7d0", "#22c55e"],
  ["#fecaca", "#ef4444"],
  ["#ddd6fe", "#8b5cf6"],
  ["#a5f3fc", "#06b6d4"],
  ["#fbcfe8", "#ec4899"],
  ["#e5e7eb", "#6b7280"],
  ["#fed7aa", "#f97316"],
  ["#c7d2fe", "#4f46e5"],
  ["#d9f99d", "#65a30d"],
  ["#99f6e4", "#0d9488"],
];
const SKINS = ["#f9d7b9", "#f1c19c", "#e0a87c", "#c68a5e", "#9f6b47", "#fbe3cf"];
const HAIRS = ["#1f1a17", "#3b2a20", "#6b4423", "#a0522d", "#d6b370", "#9ca3af", "#111827"];
const KIT = [
  "#dc2626",
  "#2563eb",
  "#16a34a",
  "#facc15",
  "#7c3aed",
  "#0f172a",
  "#f97316",
  "#0ea5e9",
  "#ffffff",
  "#be123c",
  "#15803d",
  "#1e3a8a",
];

/** Small deterministic generator (mulberry32): the same seed always draws the same picture. */
function picker(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { int, pick: <T>(list: readonly T[]) => list[int(list.length)] };
}
type Pick = ReturnType<typeof picker>;

function background(p: Pick, id: string) {
  const [light, dark] = p.pick(BACKGROUNDS);
  const angle = p.int(4) * 45;
  return (
    `<defs><linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="64" height="64" fill="url(#${id})"/>`
  );
}

const HAIR_STYLES = [
  (c: string) => `<path d="M18 28c0-10 6-16 14-16s14 6 14 16c-3-5-8-7-14-7s-11 2-14 7z" fill="${c}"/>`,
  (c: string) => `<path d="M17 30c-1-12 6-19 15-19s16 7 15 19l-3-6-5 3-7-5-7 5-5-3z" fill="${c}"/>`,
  (c: string) => `<path d="M16 40c-3-18 5-28 16-28s19 10 16 28l-4-12H20z" fill="${c}"/>`,
  (c: string) =>
    `<circle cx="32" cy="14" r="6" fill="${c}"/><path d="M19 27c1-8 6-12 13-12s12 4 13 12c-4-3-8-4-13-4s-9 1-13 4z" fill="${c}"/>`,
  (c: string) => `<path d="M20 24c2-7 7-10 12-10s10 3 12 10z" fill="${c}"/>`,
  () => "",
];
const EYES = [
  `<circle cx="26" cy="31" r="2" fill="#1f2937"/><circle cx="38" cy="31" r="2" fill="#1f2937"/>`,
  `<path d="M23 31q3-3 6 0M35 31q3-3 6 0" stroke="#1f2937" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  `<ellipse cx="26" cy="31" rx="2.4" ry="3" fill="#fff"/><ellipse cx="38" cy="31" rx="2.4" ry="3" fill="#fff"/><circle cx="26.5" cy="31.5" r="1.4" fill="#1f2937"/><circle cx="38.5" cy="31.5" r="1.4" fill="#1f2937"/>`,
  `<path d="M23 31h6M35 31h6" stroke="#1f2937" stroke-width="2" stroke-linecap="round"/>`,
];
const MOUTHS = [
  `<path d="M27 40q5 5 10 0" stroke="#7c2d12" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  `<path d="M28 41h8" stroke="#7c2d12" stroke-width="2" stroke-linecap="round"/>`,
  `<path d="M27 39q5 7 10 0z" fill="#7c2d12"/>`,
  `<circle cx="32" cy="41" r="2.2" fill="#7c2d12"/>`,
];
const EXTRAS = [
  () => "",
  () =>
    `<g fill="none" stroke="#111827" stroke-width="1.6"><circle cx="26" cy="31" r="4.5"/><circle cx="38" cy="31" r="4.5"/><path d="M30.5 31h3"/></g>`,
  (c: string) =>
    `<path d="M17 24c0-8 7-13 15-13s15 5 15 13z" fill="${c}"/><path d="M32 24h17" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`,
  () =>
    `<circle cx="22" cy="37" r="2.5" fill="#f87171" opacity=".45"/><circle cx="42" cy="37" r="2.5" fill="#f87171" opacity=".45"/>`,
];

function face(p: Pick) {
  const skin = p.pick(SKINS);
  const hair = p.pick(HAIR_STYLES)(p.pick(HAIRS));
  const shirt = p.pick(KIT);
  const extra = p.int(EXTRAS.length);
  return (
    `<path d="M10 64c2-11 11-16 22-16s20 5 22 16z" fill="${shirt}"/>` +
    `<rect x="28" y="40" width="8" height="9" fill="${skin}"/>` +
    `<ellipse cx="32" cy="32" rx="13" ry="14" fill="${skin}"/>` +
    hair +
    p.pick(EYES) +
    p.pick(MOUTHS) +
    EXTRAS[extra](p.pick(KIT))
  );
}

const PATTERNS = [
  () => "",
  (c: string) => `<path d="M26 20v40M32 20v40M38 20v40" stroke="${c}" stroke-width="3"/>`,
  (c: string) => `<path d="M16 30h32M16 40h32M16 50h32" stroke="${c}" stroke-width="4"/>`,
  (c: string) => `<path d="M20 20l26 34" stroke="${c}" stroke-width="6"/>`,
];

function shirt(p: Pick) {
  const body = p.pick(KIT);
  let trim = p.pick(KIT);
  if (trim === body) trim = body === "#ffffff" ? "#0f172a" : "#ffffff";
  const pattern = p.int(PATTERNS.length);
  const number = 1 + p.int(99);
  const clip = `s${number}${pattern}`;
  return (
    `<defs><clipPath id="${clip}"><path d="M22 12l-12 8 5 11 5-3v30h24V28l5 3 5-11-12-8c-2 4-6 6-10 6s-8-2-10-6z"/></clipPath></defs>` +
    `<g clip-path="url(#${clip})"><rect width="64" height="64" fill="${body}"/>${PATTERNS[pattern](trim)}</g>` +
    `<path d="M22 12c2 4 6 6 10 6s8-2 10-6" stroke="${trim}" stroke-width="2.5" fill="none"/>` +
    `<text x="32" y="45" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${number > 9 ? 15 : 17}" fill="${trim}" stroke="${body}" stroke-width=".6">${number}</text>`
  );
}

const SHAPES = [
  (x: number, y: number, r: number, c: string) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`,
  (x: number, y: number, r: number, c: string) =>
    `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" rx="${r / 3}" fill="${c}" transform="rotate(45 ${x} ${y})"/>`,
  (x: number, y: number, r: number, c: string) =>
    `<path d="M${x} ${y - r}L${x + r} ${y + r}H${x - r}z" fill="${c}"/>`,
  (x: number, y: number, r: number, c: string) =>
    `<path d="M${x} ${y - r}l${r * 0.3} ${r * 0.7}h${r * 0.7}l-${r * 0.55} ${r * 0.45}l${r * 0.2} ${r * 0.75}l-${r * 0.65}-${r * 0.45}l-${r * 0.65} ${r * 0.45}l${r * 0.2}-${r * 0.75}l-${r * 0.55}-${r * 0.45}h${r * 0.7}z" fill="${c}"/>`,
];

function badge(p: Pick) {
  const count = 2 + p.int(3);
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = 8 + p.int(10);
    out += p.pick(SHAPES)(12 + p.int(40), 12 + p.int(40), r, p.pick(KIT));
  }
  return `<g opacity=".92">${out}</g>`;
}

/** The SVG text of avatar `seed` (64x64, scales to any size). */
export function generatedAvatarSvg(seed: number): string {
  const p = picker(Math.imul(seed, 0x9e3779b1) ^ 0x5bd1e995);
  const family = p.int(10);
  const id = `b${seed}`;
  const figure = family < 6 ? face(p) : family < 9 ? shirt(p) : badge(p);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${background(p, id)}${figure}</svg>`;
}
