import { describe, expect, it } from 'vitest';
import { fromMinorUnits, minorUnitDigits, toMinorUnits } from './money';

describe('money', () => {
  it('knows how many decimals each currency has', () => {
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
    expect(minorUnitDigits('not a code')).toBe(2);
  });

  it('converts between stored minor units and major units both ways', () => {
    expect(fromMinorUnits(1250, 'EUR')).toBe(12.5);
    expect(fromMinorUnits(500, 'JPY')).toBe(500);
    expect(toMinorUnits(19.9, 'EUR')).toBe(1990);
    expect(toMinorUnits(500, 'JPY')).toBe(500);
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
  });
});
