// Dates and times as the reader's locale writes them, in a named zone.

export function formatInstant(at: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

export function formatTime(at: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(at);
}

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
