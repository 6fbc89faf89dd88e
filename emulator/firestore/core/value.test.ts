import { describe, expect, it } from 'vitest';
import { arr, bool, bytes, dbl, geo, int, map, NULL, str, ts } from '../test-support';
import { deleteField, formatFieldPath, getField, parseFieldPath, setField } from './field-path';
import { canonicalKey, compareUtf8, compareValues, type FsValue, valuesEqual } from './value';

const ref = (path: string): FsValue => ({
  referenceValue: `projects/p/databases/(default)/documents/${path}`,
});

describe('compareValues', () => {
  it('orders types null < bool < NaN < numbers < timestamps < strings < bytes < references < geopoints < arrays < maps', () => {
    const ascending: FsValue[] = [
      NULL,
      bool(false),
      bool(true),
      dbl(Number.NaN),
      dbl(Number.NEGATIVE_INFINITY),
      int(-5),
      dbl(0.5),
      int(1),
      dbl(Number.POSITIVE_INFINITY),
      ts('1970-01-01T00:00:00Z'),
      ts('2024-01-01T00:00:00.000001Z'),
      str(''),
      str('a'),
      bytes([0]),
      bytes([1, 2]),
      ref('a/b'),
      ref('a/b/c/d'),
      geo(-10, 50),
      geo(0, -180),
      arr(),
      arr(int(1)),
      map({}),
      map({ a: int(1) }),
    ];
    for (let i = 0; i < ascending.length; i++) {
      for (let j = 0; j < ascending.length; j++) {
        expect(
          compareValues(ascending[i] as FsValue, ascending[j] as FsValue),
          `${i} vs ${j}`,
        ).toBe(Math.sign(i - j));
      }
    }
  });

  it('compares integers and doubles numerically, with -0 equal to 0', () => {
    expect(compareValues(int(3), dbl(3))).toBe(0);
    expect(compareValues(dbl(-0), int(0))).toBe(0);
    expect(compareValues(dbl(-0), dbl(0))).toBe(0);
    expect(compareValues(int(2), dbl(2.5))).toBe(-1);
    expect(compareValues(dbl(2.5), int(2))).toBe(1);
  });

  it('compares large int64 values exactly against doubles', () => {
    expect(compareValues(int('9007199254740993'), dbl(9007199254740992))).toBe(1);
    expect(compareValues(int('9223372036854775807'), dbl(9.3e18))).toBe(-1);
    expect(compareValues(int('-9223372036854775808'), int('9223372036854775807'))).toBe(-1);
  });

  it('treats NaN as equal to NaN and below every other number', () => {
    expect(compareValues(dbl(Number.NaN), dbl(Number.NaN))).toBe(0);
    expect(compareValues(dbl(Number.NaN), dbl(Number.NEGATIVE_INFINITY))).toBe(-1);
    expect(compareValues(dbl(Number.NaN), int('-9223372036854775808'))).toBe(-1);
  });

  it('orders strings by UTF-8 bytes, so astral characters sort after U+FFFF', () => {
    expect(compareUtf8('\uffff', '😀')).toBe(-1);
    expect('\uffff' < '😀').toBe(false); // UTF-16 order would disagree
    expect(compareValues(str('a'), str('ab'))).toBe(-1);
    expect(compareValues(str('B'), str('a'))).toBe(-1);
  });

  it('orders timestamps by instant regardless of spelling', () => {
    expect(compareValues(ts('2024-01-01T00:00:00Z'), ts('2024-01-01T01:00:00+01:00'))).toBe(0);
    expect(compareValues(ts('2024-01-01T00:00:00.1Z'), ts('2024-01-01T00:00:00.099999Z'))).toBe(1);
  });

  it('orders references segment by segment', () => {
    expect(compareValues(ref('a/b'), ref('a-/b'))).toBe(-1);
    expect(compareValues(ref('a/b/c/d'), ref('a/c'))).toBe(-1);
  });

  it('orders maps by sorted keys, then values', () => {
    expect(compareValues(map({ b: int(1) }), map({ a: int(2) }))).toBe(1);
    expect(compareValues(map({ a: int(1), b: int(1) }), map({ a: int(1), c: int(0) }))).toBe(-1);
    expect(compareValues(map({ a: int(1) }), map({ a: int(1), b: NULL }))).toBe(-1);
  });

  it('orders arrays element-wise, then by length', () => {
    expect(compareValues(arr(int(1), int(2)), arr(int(1), int(3)))).toBe(-1);
    expect(compareValues(arr(int(2)), arr(int(1), int(3)))).toBe(1);
  });
});

describe('equality and canonical keys', () => {
  it('agree for numbers of either type and for NaN', () => {
    expect(valuesEqual(int(1), dbl(1))).toBe(true);
    expect(canonicalKey(int(1))).toBe(canonicalKey(dbl(1)));
    expect(canonicalKey(dbl(Number.NaN))).toBe(canonicalKey(dbl(Number.NaN)));
    expect(canonicalKey(dbl(-0))).toBe(canonicalKey(int(0)));
    expect(canonicalKey(str('1'))).not.toBe(canonicalKey(int(1)));
    expect(canonicalKey(map({ a: int(1), b: int(2) }))).toBe(
      canonicalKey(map({ b: dbl(2), a: int(1) })),
    );
  });
});

describe('field paths', () => {
  it('parses simple and backtick-quoted segments with escapes', () => {
    expect(parseFieldPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`we\\`ird\\\\`')).toEqual(['we`ird\\']);
    expect(parseFieldPath('__name__')).toEqual(['__name__']);
  });

  it('rejects empty segments, unclosed quotes and stray characters', () => {
    for (const bad of ['', 'a.', '.a', 'a..b', '`a', '``', '`a`b', 'a*b', 'a[0]'])
      expect(parseFieldPath(bad), bad).toBeNull();
  });

  it('formats segments back, quoting the ones that need it', () => {
    expect(formatFieldPath(['a', 'b-c', 'x`y'])).toBe('a.`b-c`.`x\\`y`');
    expect(parseFieldPath(formatFieldPath(['a.b', 'c\\d']))).toEqual(['a.b', 'c\\d']);
  });

  it('gets, sets and deletes nested fields', () => {
    const fields: Record<string, FsValue> = {};
    setField(fields, ['a', 'b'], int(1));
    setField(fields, ['a', 'c'], int(2));
    expect(getField(fields, ['a', 'b'])).toEqual(int(1));
    deleteField(fields, ['a', 'b']);
    expect(getField(fields, ['a', 'b'])).toBeUndefined();
    expect(getField(fields, ['a', 'c'])).toEqual(int(2));
    expect(getField(fields, ['a', 'c', 'd'])).toBeUndefined();
  });
});
