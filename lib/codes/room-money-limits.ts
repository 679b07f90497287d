// Plain numbers without zod, so client widgets can import them without shipping the schemas.

/** The anchor receives this share of a gift's diamonds as income (rounded down). */
export const ANCHOR_SHARE_PERCENT = 50;
export const GIFT_MAX_COUNT = 9999;
export const HORN_PRICE = 100;
export const HORN_MAX_LENGTH = 50;
export const RED_PACKET_MAX_COUNT = 100;
export const RED_PACKET_MAX_TOTAL = 1_000_000;
