/** The message to show for a failed read or call: the server's own words when it gave some. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
