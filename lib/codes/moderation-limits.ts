/** Mute length in minutes when none is given: 24 h. */
export const DEFAULT_MUTE_MINUTES = 24 * 60;

export const MAX_MUTE_MINUTES = 30 * 24 * 60;

export const MAX_MANAGERS = 10;
