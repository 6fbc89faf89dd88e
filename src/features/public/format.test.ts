import { describe, expect, it } from 'vitest';
import { formatMinorPrice, formatPrice, yearlySavingPercent } from './format';

describe('formatPrice', () => {
  it('writes euros the French way', () => {
    expect(formatPrice(29, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('29 €');
  });

  it('writes euros the English way with cents when there are some', () => {
    expect(formatPrice(9.5, 'EUR', 'en')).toBe('€9.50');
  });

  it('uses Arabic digits or Latin digits as the Arabic locale does, with the currency', () => {
    const text = formatPrice(290, 'EUR', 'ar');
    expect(text).toMatch(/€/);
    expect(text).not.toBe('290 EUR');
  });

  it('falls back to amount and code for an unknown currency code', () => {
    expect(formatPrice(5, 'not a currency', 'en')).toBe('5 not a currency');
  });
});

describe('formatMinorPrice', () => {
  it('reads plan prices as minor units of the currency', () => {
    expect(formatMinorPrice(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatMinorPrice(1250, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMinorPrice(1900, 'EUR', 'en')).toBe('€19');
  });

  it('does not divide a currency without cents', () => {
    expect(formatMinorPrice(500, 'JPY', 'en')).toBe('¥500');
  });
});

describe('yearlySavingPercent', () => {
  it('is the whole percent saved against twelve monthly payments', () => {
    expect(yearlySavingPercent(10, 100)).toBe(17);
  });

  it('is null when yearly costs as much or more, or a price is missing', () => {
    expect(yearlySavingPercent(10, 120)).toBeNull();
    expect(yearlySavingPercent(null, 100)).toBeNull();
    expect(yearlySavingPercent(0, 0)).toBeNull();
  });
});
