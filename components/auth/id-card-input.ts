export const ID_CARD_LENGTH = 18;

/** For the input's onChange: digits and X only (x upper-cased, as lib/id-card expects), at most 18. */
export function sanitizeIdCardInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^0-9X]/g, "")
    .slice(0, ID_CARD_LENGTH);
}

/** 110***********1234: enough to recognise, not enough to copy. */
export function maskIdCard(id: string): string {
  return id.length > 7 ? `${id.slice(0, 3)}${"*".repeat(id.length - 7)}${id.slice(-4)}` : id;
}
