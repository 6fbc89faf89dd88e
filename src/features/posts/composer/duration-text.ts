// A length of time as people say it, in the reader's language: "90 seconds", "10 minutes".

export function lengthText(locale: string, seconds: number): string {
  const [value, unit] =
    seconds >= 3600
      ? [seconds / 3600, 'hour']
      : seconds >= 60
        ? [seconds / 60, 'minute']
        : [seconds, 'second'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
