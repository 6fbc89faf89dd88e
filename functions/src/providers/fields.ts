// Reading the networks' JSON answers, which arrive as unknown: a field, a non-empty string, a count.

export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The first of the named fields that holds a number; 0 when none does. */
export function count(body: unknown, ...names: string[]): number {
  for (const name of names) {
    const value = field(body, name);
    if (typeof value === 'number') return value;
  }
  return 0;
}

/** The array a field holds; empty when it holds anything else. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
