// rules.Bytes and rules.Path methods:
// https://firebase.google.com/docs/reference/rules/rules.Bytes
// https://firebase.google.com/docs/reference/rules/rules.Path

import { evalError } from '../errors';
import { type RBytes, RPath, type RValue, show } from '../values';
import { arity, asMap } from './args';

export function bytesMethod(b: RBytes, name: string, args: RValue[]): RValue {
  arity(name, args, 0);
  switch (name) {
    case 'size':
      return BigInt(b.b.length);
    case 'toBase64':
      return Buffer.from(b.b).toString('base64');
    case 'toHexString':
      return Buffer.from(b.b).toString('hex').toUpperCase();
  }
  throw evalError(`Function not found error: Name: [${name}].`);
}

export function pathMethod(p: RPath, name: string, args: RValue[]): RValue {
  if (name === 'bind') {
    arity(name, args, 1);
    const vars = asMap(name, args[0] as RValue);
    // Placeholders left by unbound $(name) interpolations are replaced from the map.
    return new RPath(
      p.segs.map((s) => {
        const m = /^\$\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(s);
        if (!m) return s;
        const v = vars.get(m[1] as string);
        if (v === undefined) throw evalError(`Property ${m[1]} is undefined on object.`);
        return v instanceof RPath ? v.segs.join('/') : show(v);
      }),
    );
  }
  throw evalError(`Function not found error: Name: [${name}].`);
}

export function parsePathString(s: string): RPath {
  return new RPath(s.split('/').filter((seg) => seg !== ''));
}
