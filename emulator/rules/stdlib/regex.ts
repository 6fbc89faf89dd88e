// RE2 regular expressions (the syntax the rules reference names), compiled once per pattern.

import { RE2JS } from 're2js';
import { evalError } from '../errors';

const cache = new Map<string, RE2JS>();
const MAX_CACHE = 500;

export function compileRegex(pattern: string): RE2JS {
  let re = cache.get(pattern);
  if (re) return re;
  try {
    re = RE2JS.compile(pattern);
  } catch (e) {
    throw evalError(`Invalid regular expression '${pattern}': ${(e as Error).message}`);
  }
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(pattern, re);
  return re;
}
