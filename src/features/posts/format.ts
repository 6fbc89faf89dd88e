// The viewer's time zone and the zones on offer; dates and times are written by
// src/lib/time-format.ts.

export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA zone the runtime knows, with the ones given first kept in. */
export function timeZoneChoices(...mustHave: string[]): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] })
    .supportedValuesOf;
  const all = supported ? supported('timeZone') : [];
  return [...new Set([...mustHave, 'UTC', ...all])].sort();
}
