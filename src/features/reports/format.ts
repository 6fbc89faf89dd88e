// How the report page writes its numbers, times and durations in the reader's language.

export interface Formats {
  number: (n: number) => string;
  percent: (n: number | null) => string;
  day: (ms: number) => string;
  time: (iso: string) => string;
  duration: (ms: number | null) => string;
}

export function formatsFor(locale: string, timeZone: string): Formats {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: name === 'minute' ? 0 : 1,
    }).format(value);
  return {
    number: (n) => number.format(n),
    percent: (n) => (n === null ? '—' : percent.format(n)),
    day: (ms) => day.format(ms),
    time: (iso) => time.format(Date.parse(iso)),
    duration: (ms) => {
      if (ms === null) return '—';
      if (ms < 3_600_000) return unit(ms / 60_000, 'minute');
      if (ms < 48 * 3_600_000) return unit(ms / 3_600_000, 'hour');
      return unit(ms / 86_400_000, 'day');
    },
  };
}
