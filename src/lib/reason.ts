// The words shown for a failed call: the server's own message (callables and the application's
// error classes carry readable ones), never an SDK code.

export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) {
    // Firebase prefixes some messages with "Firebase: " and a code in parentheses.
    return error.message.replace(/^Firebase:\s*/, '').replace(/\s*\([a-z-]+\/[a-z-]+\)\.?$/, '');
  }
  return String(error);
}
