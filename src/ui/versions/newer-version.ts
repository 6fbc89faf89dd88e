// A save the server refused because the document had a newer version (functions'
// domain/versions: code aborted, reason newer-version): who saved it, when, and that version.
// Pure, so a screen can tell this refusal from any other and offer to load the newer version.

export interface NewerVersion {
  /** Who saved the newer version; null where the server could not say. */
  by: string | null;
  at: Date | null;
  version: number | null;
}

export function newerVersionOf(error: unknown): NewerVersion | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, details } = error as { code?: unknown; details?: unknown };
  if (code !== 'functions/aborted' && code !== 'aborted') return null;
  if (typeof details !== 'object' || details === null) return null;
  const facts = details as Record<string, unknown>;
  if (facts.reason !== 'newer-version') return null;
  const at = typeof facts.changedAt === 'string' ? new Date(facts.changedAt) : null;
  return {
    by: typeof facts.changedBy === 'string' && facts.changedBy ? facts.changedBy : null,
    at: at && !Number.isNaN(at.getTime()) ? at : null,
    version: typeof facts.version === 'number' ? facts.version : null,
  };
}
