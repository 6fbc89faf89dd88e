// Methods of rules.String: https://firebase.google.com/docs/reference/rules/rules.String

import { evalError } from '../errors';
import { RBytes, type RValue } from '../values';
import { arity, asString } from './args';
import { compileRegex } from './regex';

export function stringMethod(s: string, name: string, args: RValue[]): RValue {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return BigInt(codePointLength(s));
    case 'lower':
      arity(name, args, 0);
      return s.toLowerCase();
    case 'upper':
      arity(name, args, 0);
      return s.toUpperCase();
    case 'trim':
      arity(name, args, 0);
      return trimSpace(s);
    case 'matches':
      arity(name, args, 1);
      // The whole string must match, not a substring.
      return compileRegex(asString(name, args[0] as RValue)).matches(s);
    case 'split':
      arity(name, args, 1);
      return compileRegex(asString(name, args[0] as RValue)).split(s, 0);
    case 'replace':
      arity(name, args, 2);
      {
        const sub = asString(name, args[1] as RValue);
        // Every position can match, so bound the worst case before building the result.
        if ((s.length + 1) * sub.length > 10_000_000) throw evalError('String too large.');
        return compileRegex(asString(name, args[0] as RValue))
          .matcher(s)
          .replaceAll(sub);
      }
    case 'toUtf8':
      arity(name, args, 0);
      return new RBytes(Uint8Array.from(Buffer.from(s, 'utf8')));
  }
  throw evalError(`Function not found error: Name: [${name}].`);
}

export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) i++;
    n++;
  }
  return n;
}

/** Removes leading and trailing whitespace and control characters (code points up to U+0020). */
function trimSpace(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isTrimmed(s.charCodeAt(a))) a++;
  while (b > a && isTrimmed(s.charCodeAt(b - 1))) b--;
  return s.slice(a, b);
}

function isTrimmed(c: number): boolean {
  return (
    c <= 0x20 ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x3000 ||
    (c >= 0x2000 && c <= 0x200a)
  );
}
