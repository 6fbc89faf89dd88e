// One callable's entry in the CALLABLES table: the schema its payload is parsed with (by the app
// before sending and by the function on arrival) and the type of its reply. The reply exists only
// as a type: `reply<R>()` carries R to the app's callFunction and to functions' define.ts, which
// checks that each handler's result is an R.

import type * as v from 'valibot';

/** A reply type carried by a value; the value itself is never read. */
export interface Reply<R> {
  readonly reply?: R;
}

const REPLY: Reply<never> = Object.freeze({});

export function reply<R>(): Reply<R> {
  return REPLY as Reply<R>;
}

export interface CallableEntry {
  readonly input: v.GenericSchema;
  readonly reply: Reply<unknown>;
}
