// Server-side field transforms (increment, maximum, minimum, array union and remove, server time)
// applied at commit.

import type { FieldTransform } from '../wire/messages';
import { invalidArgument } from './errors';
import { getField, parseFieldPath, setField } from './field-path';
import type { ResourceNames } from './paths';
import { normalizeValue } from './validate';
import {
  compareNumbers,
  doubleOf,
  type FsValue,
  isNumber,
  microsToTimestamp,
  valuesEqual,
} from './value';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A field transform checked and ready to apply. */
export interface PreparedTransform {
  path: string[];
  apply(current: FsValue | undefined, commitMicros: number): { value: FsValue; result: FsValue };
}

const NULL: FsValue = { nullValue: null };

function asNumber(v: FsValue): number {
  return 'integerValue' in v
    ? Number(v.integerValue)
    : 'doubleValue' in v
      ? doubleOf(v)
      : Number.NaN;
}

/**
 * increment: int + int stays an int64 and saturates at the int64 bounds on overflow; if either
 * side is a double the sum is a double; a missing or non-numeric field becomes the operand.
 */
export function incrementValue(current: FsValue | undefined, operand: FsValue): FsValue {
  if (!current || !isNumber(current)) return operand;
  if ('integerValue' in current && 'integerValue' in operand) {
    const sum = BigInt(current.integerValue) + BigInt(operand.integerValue);
    const clamped = sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
    return { integerValue: clamped.toString() };
  }
  return { doubleValue: asNumber(current) + asNumber(operand) };
}

/**
 * maximum/minimum: the result keeps the type of the winning operand; equal values (3 and 3.0,
 * 0 and -0) leave the stored value unchanged; NaN on either side wins.
 */
export function extremeValue(
  current: FsValue | undefined,
  operand: FsValue,
  kind: 'max' | 'min',
): FsValue {
  if (!current || !isNumber(current)) return operand;
  const currentNaN = 'doubleValue' in current && Number.isNaN(doubleOf(current));
  const operandNaN = 'doubleValue' in operand && Number.isNaN(doubleOf(operand));
  if (currentNaN) return current;
  if (operandNaN) return operand;
  const c = compareNumbers(operand, current);
  if (c === 0) return current;
  if (kind === 'max') return c > 0 ? operand : current;
  return c < 0 ? operand : current;
}

export function appendMissing(current: FsValue | undefined, elements: FsValue[]): FsValue {
  const values = current && 'arrayValue' in current ? [...(current.arrayValue.values ?? [])] : [];
  for (const e of elements) if (!values.some((v) => valuesEqual(v, e))) values.push(e);
  return { arrayValue: { values } };
}

export function removeAll(current: FsValue | undefined, elements: FsValue[]): FsValue {
  const values = current && 'arrayValue' in current ? (current.arrayValue.values ?? []) : [];
  return { arrayValue: { values: values.filter((v) => !elements.some((e) => valuesEqual(v, e))) } };
}

function numericOperand(raw: unknown, names: ResourceNames, what: string): FsValue {
  const v = normalizeValue(raw, names);
  if (!isNumber(v)) throw invalidArgument(`${what} must be an integer or a double value.`);
  return v;
}

function arrayOperand(raw: unknown, names: ResourceNames): FsValue[] {
  const v = normalizeValue({ arrayValue: raw ?? {} }, names);
  return 'arrayValue' in v ? (v.arrayValue.values ?? []) : [];
}

export function prepareTransform(t: FieldTransform, names: ResourceNames): PreparedTransform {
  if (typeof t !== 'object' || t === null) throw invalidArgument('Invalid field transform.');
  const path = typeof t.fieldPath === 'string' ? parseFieldPath(t.fieldPath) : null;
  if (!path) {
    throw invalidArgument(`Invalid field path in transform: ${JSON.stringify(t.fieldPath)}.`);
  }
  if (path.some((s) => /^__.*__$/.test(s))) {
    throw invalidArgument(`Field path ${JSON.stringify(t.fieldPath)} uses a reserved name.`);
  }
  const kinds = (
    [
      'setToServerValue',
      'increment',
      'maximum',
      'minimum',
      'appendMissingElements',
      'removeAllFromArray',
    ] as const
  ).filter((k) => t[k] !== undefined);
  if (kinds.length !== 1)
    throw invalidArgument('A field transform must set exactly one transform type.');
  switch (kinds[0]) {
    case 'setToServerValue':
      if (t.setToServerValue !== 'REQUEST_TIME') {
        throw invalidArgument(`Unsupported server value: ${String(t.setToServerValue)}.`);
      }
      return {
        path,
        apply: (_current, micros) => {
          const value: FsValue = { timestampValue: microsToTimestamp(micros) };
          return { value, result: value };
        },
      };
    case 'increment': {
      const operand = numericOperand(t.increment, names, 'Increment operand');
      return {
        path,
        apply: (current) => {
          const value = incrementValue(current, operand);
          return { value, result: value };
        },
      };
    }
    case 'maximum':
    case 'minimum': {
      const kind = kinds[0] === 'maximum' ? 'max' : 'min';
      const operand = numericOperand(
        t[kinds[0]],
        names,
        kind === 'max' ? 'Maximum operand' : 'Minimum operand',
      );
      return {
        path,
        apply: (current) => {
          const value = extremeValue(current, operand, kind);
          return { value, result: value };
        },
      };
    }
    case 'appendMissingElements': {
      const elements = arrayOperand(t.appendMissingElements, names);
      return {
        path,
        apply: (current) => ({ value: appendMissing(current, elements), result: NULL }),
      };
    }
    default: {
      const elements = arrayOperand(t.removeAllFromArray, names);
      return { path, apply: (current) => ({ value: removeAll(current, elements), result: NULL }) };
    }
  }
}

/** Applies prepared transforms in order to a (copied) field map; returns the transform results. */
export function applyTransforms(
  fields: Record<string, FsValue>,
  transforms: PreparedTransform[],
  commitMicros: number,
): FsValue[] {
  return transforms.map((t) => {
    const { value, result } = t.apply(getField(fields, t.path), commitMicros);
    setField(fields, t.path, value);
    return result;
  });
}
