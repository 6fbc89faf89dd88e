import { describe, expect, it } from 'vitest';
import {
  formatTimestamp,
  normaliseTimestamp,
  parseTimestamp,
  TimestampFormatError,
} from './timestamps';

describe('timestamps', () => {
  it('parses UTC and offset forms to the same instant', () => {
    expect(parseTimestamp('1972-01-01T10:00:20.021-05:00')).toEqual({
      seconds: String(Date.UTC(1972, 0, 1, 15, 0, 20) / 1000),
      nanos: 21_000_000,
    });
    expect(normaliseTimestamp('2024-06-30T23:30:00+02:00')).toBe('2024-06-30T21:30:00Z');
  });

  it('keeps nanosecond precision', () => {
    expect(normaliseTimestamp('2024-01-01T00:00:00.000000001Z')).toBe(
      '2024-01-01T00:00:00.000000001Z',
    );
  });

  it('formats the edges of the allowed range', () => {
    expect(formatTimestamp({ seconds: '-62135596800', nanos: 0 })).toBe('0001-01-01T00:00:00Z');
    expect(formatTimestamp({ seconds: '253402300799', nanos: 999_999_999 })).toBe(
      '9999-12-31T23:59:59.999999999Z',
    );
  });

  it.each([
    '2024-13-01T00:00:00Z',
    '2023-02-29T00:00:00Z',
    '2024-01-01 00:00:00Z',
    '2024-01-01T24:00:00Z',
    '0000-12-31T23:59:59Z',
  ])('rejects %s', (text) => {
    expect(() => parseTimestamp(text)).toThrow(TimestampFormatError);
  });
});
