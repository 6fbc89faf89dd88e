// The periods a courtesy grant is offered for, and where each one ends.

export const COURTESY_PERIODS = [1, 3, 6, 12, 24] as const;

/** The end of a courtesy period: the same day `months` later, at midnight UTC. */
export function courtesyEnd(from: Date, months: number): Date {
  const end = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, from.getUTCDate()),
  );
  // A month without that day (31 January + 1 month) ends on its last day instead.
  if (end.getUTCDate() !== from.getUTCDate()) end.setUTCDate(0);
  return end;
}
