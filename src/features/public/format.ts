// Prices as the visitor's locale writes them, in the plan's currency.

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

/** Whole percent saved by paying yearly instead of twelve months; null when nothing is saved. */
export function yearlySavingPercent(monthly: number | null, yearly: number | null): number | null {
  if (monthly === null || yearly === null || monthly <= 0) return null;
  const percent = Math.round((1 - yearly / (monthly * 12)) * 100);
  return percent > 0 ? percent : null;
}
