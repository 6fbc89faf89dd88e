// The caps of an event batch, apart from the schemas (events.ts) so that the app's logger, which
// every page loads, batches by them without carrying the schema library.

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const EVENTS_PER_BATCH_MAX = 50;
export const EVENT_MESSAGE_MAX = 2000;
/** Upper bound of one batch as JSON, in characters. */
export const EVENTS_BATCH_CHARS_MAX = 64 * 1024;
