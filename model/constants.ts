// Every business constant (time-outs, limits, regions), in one place so that no screen or
// helper invents its own copy.

/** Time-out of a callable function call. */
export const FUNCTION_TIMEOUT_MS = 70_000;
/** Default region of callable functions. */
export const FUNCTIONS_REGION = 'us-central1';
/** Storage retry limit for ordinary operations. */
export const STORAGE_MAX_OPERATION_RETRY_MS = 120_000;
/** Storage retry limit for uploads. */
export const STORAGE_MAX_UPLOAD_RETRY_MS = 600_000;
/** Smallest local cache size the document database accepts. */
export const MIN_CACHE_SIZE_BYTES = 1_048_576;
/** Rate limit: requests allowed per window. */
export const RATE_LIMIT_MAX_REQUESTS = 100;
/** Rate limit window. */
export const RATE_LIMIT_WINDOW_MS = 3_600_000;
/** Supported languages, in the order the language switcher shows them. */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'it', 'pt', 'de', 'ar', 'zh'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Languages written right to left among the supported ones. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];
/** Notifications appear at the top and close themselves after this long. */
export const NOTIFICATION_POSITION = 'top' as const;
export const NOTIFICATION_TIMEOUT_MS = 5000;
/** Size of the loading spinner, in CSS pixels. */
export const SPINNER_SIZE = 40;
/** Level given to a logged event when the caller names none. */
export const DEFAULT_LOG_LEVEL = 'info' as const;
/** Environment of a plain build: production, with the emulators off. */
export const DEFAULT_ENVIRONMENT = 'production' as const;
export const DEFAULT_EMULATORS_ENABLED = false;
/** Path of the connect REST API and of the connect variant's base. */
export const CONNECT_API_PATH = '/connect';
/** Name of the cloud function serving the REST API. */
export const API_FUNCTION_NAME = 'api';
