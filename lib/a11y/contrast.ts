/** WCAG relative luminance of a #rrggbb colour (null when it is not one). */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1], 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (AA text needs 4.5). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a) ?? 0, luminance(b) ?? 0].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}
