// Methods of rules.Map and rules.MapDiff:
// https://firebase.google.com/docs/reference/rules/rules.Map
// https://firebase.google.com/docs/reference/rules/rules.MapDiff

import { evalError } from '../errors';
import { equals, type RMap, RMapDiff, RSet, type RValue } from '../values';
import { arity, asMap } from './args';

export function mapMethod(m: RMap, name: string, args: RValue[]): RValue {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return BigInt(m.size);
    case 'keys':
      arity(name, args, 0);
      return [...m.keys()];
    case 'values':
      arity(name, args, 0);
      return [...m.values()];
    case 'diff':
      arity(name, args, 1);
      return new RMapDiff(m, asMap(name, args[0] as RValue));
    case 'get': {
      arity(name, args, 2);
      const key = args[0] as RValue;
      const def = args[1] as RValue;
      // A list key walks nested maps; a missing step yields the default.
      const keys = Array.isArray(key) ? key : [key];
      let cur: RValue = m;
      for (const k of keys) {
        if (typeof k !== 'string') throw evalError('Map keys must be strings.');
        if (!(cur instanceof Map) || !cur.has(k)) return def;
        cur = cur.get(k) as RValue;
      }
      return cur;
    }
  }
  throw evalError(`Function not found error: Name: [${name}].`);
}

export function mapDiffMethod(d: RMapDiff, name: string, args: RValue[]): RValue {
  arity(name, args, 0);
  const { left, right } = d;
  const out: string[] = [];
  switch (name) {
    case 'addedKeys':
      for (const k of left.keys()) if (!right.has(k)) out.push(k);
      break;
    case 'removedKeys':
      for (const k of right.keys()) if (!left.has(k)) out.push(k);
      break;
    case 'changedKeys':
      for (const [k, v] of left)
        if (right.has(k) && !equals(v, right.get(k) as RValue)) out.push(k);
      break;
    case 'unchangedKeys':
      for (const [k, v] of left) if (right.has(k) && equals(v, right.get(k) as RValue)) out.push(k);
      break;
    case 'affectedKeys':
      for (const [k, v] of left)
        if (!right.has(k) || !equals(v, right.get(k) as RValue)) out.push(k);
      for (const k of right.keys()) if (!left.has(k)) out.push(k);
      break;
    default:
      throw evalError(`Function not found error: Name: [${name}].`);
  }
  return new RSet(out);
}
