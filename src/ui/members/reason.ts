/**
 * A failed call in words a person can act on: the server's own sentence for the expected
 * errors (its callables word them for people), never an internal failure's text.
 */
export function failureReason(error: unknown, fallback: string): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string' || message === '') return fallback;
  if (code === 'functions/internal' || code === 'functions/unknown') return fallback;
  if (code.startsWith('functions/') || code === 'permission-denied') return message;
  return fallback;
}
