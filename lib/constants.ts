// Business constants and limits from SPEC §9 (plus the timings of §4 that several screens share).

export const REQUEST_TIMEOUT_MS = 20_000;
export const SECONDARY_REQUEST_TIMEOUT_MS = 40_000;
export const SERVER_REQUEST_TIMEOUT_MS = 5_000;

export const SMS_COUNTDOWN_SECONDS = 60;
export const KEEP_LOGIN_DAYS = 30;
export const KEEP_LOGIN_DEFAULT = true;
export const AUTH_COOKIE_NAME = "auth";
/** Readable by script and secret-free: tells the page a session cookie exists, so visitors skip the user call. */
export const SIGNED_IN_COOKIE_NAME = "signed_in";

export const NEWS_PAGE_SIZE = 30;
export const ROOM_PAGE_SIZE = 30;
export const FOLLOW_PAGE_SIZE = 30;
export const HOT_USERS_SIZE = 20;
export const SEARCH_HISTORY_SHOWN = 6;
export const HOT_SEARCH_HEAD = 5;

export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_LOGIN_MAX_LENGTH = 16;
export const PASSWORD_MAX_LENGTH = 20;
export const COUNTRY_CODE = "+86";

export const CHANNEL_ID = 3;
export const PLATFORM = 1;

export const BACK_TO_TOP_THRESHOLD_PX = 100;

export const CAPTCHA_REFERENCE_WIDTH = 310;
export const CAPTCHA_REFERENCE_HEIGHT = 155;
export const CAPTCHA_SLIDER_FIXED_Y = 5;
export const SLIDER_TOLERANCE_PX = 6;
export const CLICK_WORD_CLICKS = 3;
export const CAPTCHA_FAIL_REFRESH_MS = 1_000;
export const CAPTCHA_SUCCESS_CLOSE_MS = 1_500;
export const CAPTCHA_SUCCESS_EMIT_MS = 1_000;
export const CLICK_WORD_CHECK_DELAY_MS = 400;
export const CLICK_WORD_FAIL_RESET_MS = 700;
export const LOGIN_FAILURE_TOAST_MS = 3_000;

export const DATE_RANGE_MAX_ENTRIES = 7;

export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;
export const MIN_FETCH_DISPLAY_DELAY_MS = 200;
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

const KB = 1024;

export const FLV_PLAYER = {
  stashInitialSize: 393_216,
  liveStashInitialSize: 524_288,
  bufferSize: 3_145_728,
  stashCapBytes: 8192 * KB,
  lazyLoadMaxSeconds: 180,
  statisticsIntervalMs: 600,
  speedStepsKBps: [64, 128, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096],
  bufferLimitBytes: 16 * KB * KB,
  minChunkBytes: 128 * KB,
  maxChunkBytes: 8192 * KB,
  defaultChunkBytes: 384 * KB,
  resumeWithinSeconds: 30,
} as const;
