// Methods of rules.Set: https://firebase.google.com/docs/reference/rules/rules.Set

import { evalError } from '../errors';
import { RSet, type RValue } from '../values';
import { arity, asListOrSet } from './args';
import { includes } from './list';

export function setMethod(s: RSet, name: string, args: RValue[]): RValue {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return BigInt(s.items.length);
    case 'hasAll':
      arity(name, args, 1);
      return asListOrSet(name, args[0] as RValue).every((x) => includes(s.items, x));
    case 'hasAny':
      arity(name, args, 1);
      return asListOrSet(name, args[0] as RValue).some((x) => includes(s.items, x));
    case 'hasOnly': {
      arity(name, args, 1);
      const allowed = asListOrSet(name, args[0] as RValue);
      return s.items.every((x) => includes(allowed, x));
    }
    case 'difference': {
      arity(name, args, 1);
      const other = asListOrSet(name, args[0] as RValue);
      return new RSet(s.items.filter((x) => !includes(other, x)));
    }
    case 'intersection': {
      arity(name, args, 1);
      const other = asListOrSet(name, args[0] as RValue);
      return new RSet(s.items.filter((x) => includes(other, x)));
    }
    case 'union':
      arity(name, args, 1);
      return RSet.of(s.items.concat(asListOrSet(name, args[0] as RValue)));
  }
  throw evalError(`Function not found error: Name: [${name}].`);
}
