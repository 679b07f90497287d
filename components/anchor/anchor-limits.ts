// The field limits of lib/contracts/anchor.ts without zod, for the browser; a test keeps them equal.
export const APPLY_LIMITS = {
  roomTitleMin: 2,
  roomTitleMax: 30,
  introMin: 10,
  introMax: 300,
  experienceMax: 300,
  contactMax: 40,
} as const;

export const ROOM_LIMITS = { titleMin: 2, titleMax: 30, noticeMax: 200 } as const;

export const DYNAMIC_LIMITS = { contentMax: 500, imagesMax: 9 } as const;

/** lib/contracts/user.ts updateInfoBody.signature. */
export const SIGNATURE_MAX = 60;
/** lib/contracts/moderation.ts nickName. */
export const MODERATION_NICKNAME_MAX = 32;
/** Mute lengths offered (minutes); the contract allows 1 minute to 30 days, 24 h by default. */
export const MUTE_CHOICES = [60, 24 * 60, 7 * 24 * 60, 30 * 24 * 60] as const;
