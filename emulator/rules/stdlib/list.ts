// Methods of rules.List: https://firebase.google.com/docs/reference/rules/rules.List

import { evalError } from '../errors';
import { equals, RSet, type RValue, show } from '../values';
import { arity, asList, asListOrSet, asString } from './args';

export function includes(list: readonly RValue[], v: RValue): boolean {
  for (const x of list) if (equals(x, v)) return true;
  return false;
}

export function listMethod(l: RValue[], name: string, args: RValue[]): RValue {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return BigInt(l.length);
    case 'concat':
      arity(name, args, 1);
      {
        const other = asList(name, args[0] as RValue);
        if (l.length + other.length > 1_000_000) throw evalError('List too large.');
        return l.concat(other);
      }
    case 'hasAll':
      arity(name, args, 1);
      return asListOrSet(name, args[0] as RValue).every((x) => includes(l, x));
    case 'hasAny':
      arity(name, args, 1);
      return asListOrSet(name, args[0] as RValue).some((x) => includes(l, x));
    case 'hasOnly': {
      arity(name, args, 1);
      const allowed = asListOrSet(name, args[0] as RValue);
      return l.every((x) => includes(allowed, x));
    }
    case 'join': {
      arity(name, args, 1);
      const sep = asString(name, args[0] as RValue);
      let total = sep.length * l.length;
      for (const x of l) total += typeof x === 'string' ? x.length : 0;
      if (total > 10_000_000) throw evalError('String too large.');
      return l
        .map((x) => {
          if (typeof x !== 'string') throw evalError('join() requires a list of strings.');
          return x;
        })
        .join(sep);
    }
    case 'removeAll': {
      arity(name, args, 1);
      const drop = asListOrSet(name, args[0] as RValue);
      return l.filter((x) => !includes(drop, x));
    }
    case 'toSet':
      arity(name, args, 0);
      return RSet.of(l);
  }
  throw evalError(`Function not found error: Name: [${name}].`);
}

export function listIndex(l: RValue[], i: bigint): RValue {
  if (i < 0n || i >= BigInt(l.length)) throw evalError(`Index out of range: ${show(i)}.`);
  return l[Number(i)] as RValue;
}
