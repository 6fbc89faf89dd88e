// The math namespace: https://firebase.google.com/docs/reference/rules/rules.math

import { evalError } from '../errors';
import { checkInt, type RValue } from '../values';
import { arity, asNumber } from './args';

function toInt(n: number): bigint {
  if (!Number.isFinite(n)) throw evalError('Cannot convert a non-finite number to int.');
  return checkInt(BigInt(n));
}

export function mathNamespace(name: string, args: RValue[]): RValue {
  switch (name) {
    case 'abs': {
      arity(name, args, 1);
      const v = args[0] as RValue;
      if (typeof v === 'bigint') return checkInt(v < 0n ? -v : v);
      return Math.abs(asNumber(name, v));
    }
    case 'ceil':
      arity(name, args, 1);
      return toInt(Math.ceil(asNumber(name, args[0] as RValue)));
    case 'floor':
      arity(name, args, 1);
      return toInt(Math.floor(asNumber(name, args[0] as RValue)));
    case 'round': {
      arity(name, args, 1);
      // Halves round away from zero.
      const x = asNumber(name, args[0] as RValue);
      return toInt(Math.sign(x) * Math.round(Math.abs(x)));
    }
    case 'isInfinite': {
      arity(name, args, 1);
      const x = asNumber(name, args[0] as RValue);
      return x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY;
    }
    case 'isNaN':
      arity(name, args, 1);
      return Number.isNaN(asNumber(name, args[0] as RValue));
    case 'pow':
      arity(name, args, 2);
      return asNumber(name, args[0] as RValue) ** asNumber(name, args[1] as RValue);
    case 'sqrt':
      arity(name, args, 1);
      return Math.sqrt(asNumber(name, args[0] as RValue));
  }
  throw evalError(`Function not found error: Name: [math.${name}].`);
}
