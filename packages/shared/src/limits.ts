/** Business constants of specification section 9, each written once. */

export const REQUEST_TIMEOUT_MS = 15_000;

/** How long toasts and banners stay on screen. */
export const TOAST_DURATION_MS = {
  successBanner: 10_000,
  error: 25_000,
  other: 10_000,
} as const;

/** Date range picker bounds and presets. */
export const DATE_RANGE = {
  minDaysBack: 300,
  maxDaysAhead: 900,
  presets: [
    { label: 'Last 7 Days', days: 7 },
    { label: 'Last 30 Days', days: 30 },
    { label: 'Last 60 Days', days: 60 },
    { label: 'Last 90 Days', days: 90 },
    { label: 'Month To Date', days: null },
  ],
} as const;

export const ASYNC_SELECT_PAGE_SIZE = 10;

export const PHONE_COUNTRY_PREFIX = '+1';

export const CURRENCY = 'USD';

export const PASSWORD_MIN_LENGTH = 8;

/** The specification's date format yyyy-LL-dd (e.g. 2026-11-22), written in dayjs tokens. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Cached query data stays fresh for 3 minutes. */
export const QUERY_STALE_TIME_MS = 180_000;
