// Prices as the visitor's locale writes them. Plan prices are minor units (formatMinorPrice);
// a service's "from" price is a major-unit amount (formatPrice).

export { formatMinorPrice, formatPrice } from '@model/money';

/** Whole percent saved by paying yearly instead of twelve months; null when nothing is saved. */
export function yearlySavingPercent(monthly: number | null, yearly: number | null): number | null {
  if (monthly === null || yearly === null || monthly <= 0) return null;
  const percent = Math.round((1 - yearly / (monthly * 12)) * 100);
  return percent > 0 ? percent : null;
}
