/**
 * Banner images drawn as SVG (no image files to ship): a gradient, a motif of the subject and the
 * slide's Chinese copy, returned as a data URL the carousel uses as any other image.
 */
export type BannerMotif = "football" | "basketball" | "stage" | "podium";

export type BannerArt = {
  kicker: string;
  title: string;
  subtitle: string;
  cta: string;
  colours: [string, string];
  motif: BannerMotif;
};

const WIDTH = 1200;
const HEIGHT = 400;
const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Zen Hei',sans-serif";
const LONG_TITLE = 11;
const LINE = 'fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="4"';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

const MOTIFS: Record<BannerMotif, string> = {
  football: `<rect x="760" y="40" width="400" height="320" rx="6" ${LINE}/>
    <line x1="960" y1="40" x2="960" y2="360" ${LINE}/><circle cx="960" cy="200" r="70" ${LINE}/>
    <rect x="1080" y="120" width="80" height="160" ${LINE}/><rect x="760" y="120" width="80" height="160" ${LINE}/>
    <circle cx="1010" cy="250" r="26" fill="#fff" fill-opacity="0.9"/>
    <path d="M1010 232l12 9-5 14h-14l-5-14z" fill="#222" fill-opacity="0.75"/>`,
  basketball: `<circle cx="980" cy="200" r="120" fill="#f08a24" fill-opacity="0.9"/>
    <path d="M860 200h240M980 80v240M895 115c40 40 40 130 0 170M1065 115c-40 40-40 130 0 170" fill="none" stroke="#3a1c05" stroke-width="5"/>
    <path d="M760 400a220 220 0 0 1 440 0" ${LINE}/>`,
  stage: `<circle cx="980" cy="200" r="60" fill="#fff" fill-opacity="0.9"/>
    <path d="M965 175l40 25-40 25z" fill="#e53950"/>
    <circle cx="980" cy="200" r="100" ${LINE}/><circle cx="980" cy="200" r="140" ${LINE}/><circle cx="980" cy="200" r="180" ${LINE}/>`,
  podium: `<rect x="860" y="230" width="90" height="130" fill="#fff" fill-opacity="0.25"/>
    <rect x="950" y="170" width="90" height="190" fill="#fff" fill-opacity="0.4"/>
    <rect x="1040" y="260" width="90" height="100" fill="#fff" fill-opacity="0.2"/>
    <path d="M995 70l14 30 33 4-24 23 6 33-29-16-29 16 6-33-24-23 33-4z" fill="#ffd54a"/>`,
};

/** The carousel (aspect 4:1) shows the middle band (y 50-350) of this 3:1 art: the text stays inside it. */
export function bannerImage(art: BannerArt): string {
  const [from, to] = art.colours;
  const ctaWidth = art.cta.length * 26 + 56;
  // Long team names would run into the motif on the right.
  const titleSize = art.title.length > LONG_TITLE ? 52 : 64;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.25" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${MOTIFS[art.motif]}
  <g font-family="${FONT}">
    <rect x="80" y="72" width="${art.kicker.length * 24 + 32}" height="40" rx="6" fill="#ffd54a"/>
    <text x="96" y="101" font-size="24" font-weight="700" fill="#3a2a00">${escapeXml(art.kicker)}</text>
    <text x="80" y="190" font-size="${titleSize}" font-weight="800" fill="#fff">${escapeXml(art.title)}</text>
    <text x="80" y="240" font-size="28" fill="#fff" fill-opacity="0.86">${escapeXml(art.subtitle)}</text>
    <rect x="80" y="268" width="${ctaWidth}" height="52" rx="26" fill="#fff"/>
    <text x="${80 + ctaWidth / 2}" y="303" font-size="26" font-weight="700" fill="${from}" text-anchor="middle">${escapeXml(art.cta)} ›</text>
  </g>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
