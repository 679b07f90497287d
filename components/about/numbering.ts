const DIGITS = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

// Section numbers of Chinese legal texts: 一, 十, 十一, 二十三 (1-99).
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) throw new RangeError(`unsupported number ${n}`);
  if (n < 10) return DIGITS[n];
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? "" : DIGITS[tens]}十${ones === 0 ? "" : DIGITS[ones]}`;
}
