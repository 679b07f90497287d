/** Limits the server enforces; the chat box shows them. */
export const CHAT_MAX_LENGTH = 100;
export const CHAT_PAGE_SIZE = 20;
export const CHAT_MIN_INTERVAL_MS = 2000;
export const CHAT_PER_MINUTE = 20;
