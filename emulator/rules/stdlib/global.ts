// Global conversion functions: int(), float(), string(), path(), debug(), bool().
// https://firebase.google.com/docs/reference/rules/rules (global functions)

import { evalError } from '../errors';
import { checkInt, formatFloat, RPath, type RValue, show, typeName } from '../values';
import { arity } from './args';
import { parsePathString } from './misc';

export const GLOBAL_FUNCTIONS = new Set(['int', 'float', 'string', 'path', 'debug', 'bool']);

export function callGlobal(name: string, args: RValue[]): RValue {
  switch (name) {
    case 'int': {
      arity(name, args, 1);
      const v = args[0] as RValue;
      if (typeof v === 'bigint') return v;
      if (typeof v === 'number') {
        if (!Number.isFinite(v)) throw evalError('Cannot convert a non-finite float to int.');
        return checkInt(BigInt(Math.trunc(v)));
      }
      if (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v)) return checkInt(BigInt(v.trim()));
      throw evalError(`Unable to convert ${typeName(v)} '${show(v)}' to int.`);
    }
    case 'float': {
      arity(name, args, 1);
      const v = args[0] as RValue;
      if (typeof v === 'number') return v;
      if (typeof v === 'bigint') return Number(v);
      if (typeof v === 'string') {
        const t = v.trim();
        if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return Number(t);
        if (t === 'NaN') return Number.NaN;
        if (t === 'Infinity' || t === '+Infinity') return Number.POSITIVE_INFINITY;
        if (t === '-Infinity') return Number.NEGATIVE_INFINITY;
      }
      throw evalError(`Unable to convert ${typeName(v)} '${show(v)}' to float.`);
    }
    case 'string': {
      arity(name, args, 1);
      const v = args[0] as RValue;
      if (typeof v === 'number') return formatFloat(v);
      if (v === null || typeof v !== 'object' || v instanceof RPath) return show(v);
      throw evalError(`Unable to convert ${typeName(v)} to string.`);
    }
    case 'bool': {
      arity(name, args, 1);
      const v = args[0] as RValue;
      if (typeof v === 'boolean') return v;
      if (v === 'true') return true;
      if (v === 'false') return false;
      throw evalError(`Unable to convert ${typeName(v)} to bool.`);
    }
    case 'path': {
      arity(name, args, 1);
      const v = args[0] as RValue;
      if (v instanceof RPath) return v;
      if (typeof v !== 'string') throw evalError(`Unable to convert ${typeName(v)} to path.`);
      return parsePathString(v);
    }
    case 'debug':
      arity(name, args, 1);
      return args[0] as RValue;
  }
  throw evalError(`Function not found error: Name: [${name}].`);
}
