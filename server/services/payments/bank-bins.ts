/**
 * Issuer prefixes (BIN, the first six digits) of common debit cards of Chinese banks. A small
 * table: a card whose prefix is missing is refused with a clear message rather than guessed.
 */
const BANK_BINS: Record<string, string> = {
  "622202": "中国工商银行",
  "621226": "中国工商银行",
  "621700": "中国建设银行",
  "436742": "中国建设银行",
  "622848": "中国农业银行",
  "601382": "中国银行",
  "456351": "中国银行",
  "622262": "交通银行",
  "622588": "招商银行",
  "621483": "招商银行",
  "621799": "中国邮政储蓄银行",
};

export function bankOf(cardNumber: string): string | null {
  return BANK_BINS[cardNumber.slice(0, 6)] ?? null;
}

/** The Luhn (mod 10) check digit rule every bank card number follows. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "**** **** **** 1234": only the last four digits leave the server. */
export const maskCardNumber = (cardNumber: string) => `**** **** **** ${cardNumber.slice(-4)}`;
