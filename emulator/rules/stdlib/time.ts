// rules.Timestamp, rules.Duration and the timestamp / duration namespaces:
// https://firebase.google.com/docs/reference/rules/rules.Timestamp
// https://firebase.google.com/docs/reference/rules/rules.Duration
// https://firebase.google.com/docs/reference/rules/rules.timestamp_
// https://firebase.google.com/docs/reference/rules/rules.duration_

import { evalError } from '../errors';
import {
  checkInt,
  checkTimestamp,
  floorDiv,
  RDuration,
  type RTimestamp,
  type RValue,
} from '../values';
import { arity, asDuration, asInt, asString } from './args';

const NS = 1_000_000_000n;
const DAY_NS = 86_400n * NS;

function civil(ts: RTimestamp): Date {
  return new Date(Number(floorDiv(ts.ns, 1_000_000n)));
}

export function timestampMethod(ts: RTimestamp, name: string, args: RValue[]): RValue {
  arity(name, args, 0);
  const d = civil(ts);
  switch (name) {
    case 'date':
      return checkTimestamp(floorDiv(ts.ns, DAY_NS) * DAY_NS);
    case 'day':
      return BigInt(d.getUTCDate());
    case 'dayOfWeek':
      // 1 is Monday through 7 for Sunday.
      return BigInt(((d.getUTCDay() + 6) % 7) + 1);
    case 'dayOfYear': {
      const start = Date.UTC(d.getUTCFullYear(), 0, 1);
      const startDate = new Date(start);
      startDate.setUTCFullYear(d.getUTCFullYear());
      return BigInt(Math.floor((d.getTime() - startDate.getTime()) / 86_400_000) + 1);
    }
    case 'hours':
      return BigInt(d.getUTCHours());
    case 'minutes':
      return BigInt(d.getUTCMinutes());
    case 'month':
      return BigInt(d.getUTCMonth() + 1);
    case 'nanos':
      return ts.ns - floorDiv(ts.ns, NS) * NS;
    case 'seconds':
      return BigInt(d.getUTCSeconds());
    case 'time':
      return new RDuration(ts.ns - floorDiv(ts.ns, DAY_NS) * DAY_NS);
    case 'toMillis':
      return floorDiv(ts.ns, 1_000_000n);
    case 'year':
      return BigInt(d.getUTCFullYear());
  }
  throw evalError(`Function not found error: Name: [${name}].`);
}

export function durationMethod(d: RDuration, name: string, args: RValue[]): RValue {
  arity(name, args, 0);
  switch (name) {
    case 'seconds':
      return d.ns / NS;
    case 'nanos':
      return d.ns % NS;
  }
  throw evalError(`Function not found error: Name: [${name}].`);
}

export function timestampNamespace(name: string, args: RValue[]): RValue {
  switch (name) {
    case 'date': {
      arity(name, args, 3);
      const y = asInt(name, args[0] as RValue);
      const m = asInt(name, args[1] as RValue);
      const day = asInt(name, args[2] as RValue);
      if (y < 1n || y > 9999n || m < 1n || m > 12n || day < 1n || day > 31n) {
        throw evalError('Invalid date for timestamp.date().');
      }
      const dt = new Date(0);
      dt.setUTCFullYear(Number(y), Number(m) - 1, Number(day));
      if (dt.getUTCDate() !== Number(day)) throw evalError('Invalid date for timestamp.date().');
      return checkTimestamp(BigInt(dt.getTime()) * 1_000_000n);
    }
    case 'value':
      arity(name, args, 1);
      return checkTimestamp(asInt(name, args[0] as RValue) * 1_000_000n);
  }
  throw evalError(`Function not found error: Name: [timestamp.${name}].`);
}

const UNIT_NS: Record<string, bigint> = {
  w: 7n * DAY_NS,
  d: DAY_NS,
  h: 3600n * NS,
  m: 60n * NS,
  s: NS,
  ms: 1_000_000n,
  ns: 1n,
};

export function durationNamespace(name: string, args: RValue[]): RValue {
  switch (name) {
    case 'abs': {
      arity(name, args, 1);
      const d = asDuration(name, args[0] as RValue);
      return new RDuration(d.ns < 0n ? -d.ns : d.ns);
    }
    case 'value': {
      arity(name, args, 2);
      const mag = asInt(name, args[0] as RValue);
      const unit = asString(name, args[1] as RValue);
      const mult = UNIT_NS[unit];
      if (mult === undefined) throw evalError(`Invalid duration unit '${unit}'.`);
      return new RDuration(checkInt(mag * mult));
    }
    case 'time': {
      arity(name, args, 4);
      const [h, m, s, n] = args.map((a) => asInt(name, a));
      return new RDuration(
        checkInt(
          (h as bigint) * 3600n * NS +
            (m as bigint) * 60n * NS +
            (s as bigint) * NS +
            (n as bigint),
        ),
      );
    }
  }
  throw evalError(`Function not found error: Name: [duration.${name}].`);
}
