/**
 * A small built-in list; matches are replaced with *** whatever their length. Latin words match
 * case-insensitively. Longer words come first so a phrase wins over a word inside it.
 */
export const SENSITIVE_WORDS = [
  "操你妈",
  "草泥马",
  "傻逼",
  "煞笔",
  "妈的",
  "滚蛋",
  "去死",
  "垃圾主播",
  "代开发票",
  "网络赌博",
  "赌博网站",
  "外围盘口",
  "加微信",
  "加qq",
  "色情",
  "约炮",
  "法轮功",
  "fuck",
  "shit",
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pattern = new RegExp(
  [...SENSITIVE_WORDS]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|"),
  "giu",
);

/**
 * The one mask for what users write that others read: chat, horns, room titles and notices.
 * `maxLength` keeps the result within a column, since a two-character word becomes three.
 */
export function maskSensitive(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const masked = text.replace(pattern, "***");
  const chars = Array.from(masked);
  return chars.length > maxLength ? chars.slice(0, maxLength).join("") : masked;
}

export function hasSensitive(text: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(text);
}
