// Plan prices are stored as integers in the currency's minor unit (cents for EUR and USD, yen
// for JPY, which has none smaller). How many decimals a currency has comes from Intl, so a
// currency without cents is never divided by a hundred.

/** Decimal places of the currency's minor unit: 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  try {
    const options = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions();
    return options.maximumFractionDigits ?? 2;
  } catch {
    // A malformed code: Intl cannot say, and most currencies have cents.
    return 2;
  }
}

/** An amount in minor units as the major-unit number people read (1250 EUR → 12.5). */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorUnitDigits(currency);
}

/** A major-unit amount as the integer stored (12.5 EUR → 1250), rounded to the minor unit. */
export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** minorUnitDigits(currency));
}

/** A major-unit amount as the locale writes it, cents shown only when there are some. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A stored price in minor units as the locale writes it: 1250 EUR is €12.50, 500 JPY is ¥500. */
export function formatMinorPrice(minor: number, currency: string, locale: string): string {
  return formatPrice(fromMinorUnits(minor, currency), currency, locale);
}
