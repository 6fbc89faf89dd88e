// Networks say when to come back in different headers: the standard Retry-After (seconds or a
// date), Bluesky's RateLimit-Reset (epoch seconds), Mastodon's X-RateLimit-Reset (a date) and X's
// x-rate-limit-reset (epoch seconds).

const DEFAULT_WAIT_MS = 60_000;
const MAX_WAIT_MS = 24 * 3_600_000;

function clamp(ms: number): number {
  return Math.min(Math.max(Math.ceil(ms), 0), MAX_WAIT_MS);
}

function fromResetValue(value: string, now: number): number | undefined {
  if (/^\d+(\.\d+)?$/.test(value.trim())) {
    const seconds = Number(value);
    // A value this large is an epoch time, a small one a delay.
    return seconds > 1e9 ? seconds * 1000 - now : seconds * 1000;
  }
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at - now;
}

/**
 * X caps posts per user and per app over 24 hours beside its 15-minute windows; once a daily cap
 * is used up, its own reset is the one that counts.
 */
const DAILY_CAPS = [
  ['x-user-limit-24hour-remaining', 'x-user-limit-24hour-reset'],
  ['x-app-limit-24hour-remaining', 'x-app-limit-24hour-reset'],
] as const;

export function retryAfterMs(headers: Headers, now = Date.now()): number {
  for (const [remaining, reset] of DAILY_CAPS) {
    const value = headers.get(reset);
    if (headers.get(remaining) !== '0' || !value) continue;
    const ms = fromResetValue(value, now);
    if (ms !== undefined) return clamp(ms);
  }
  for (const name of [
    'retry-after',
    'ratelimit-reset',
    'x-ratelimit-reset',
    'x-rate-limit-reset',
  ]) {
    const value = headers.get(name);
    if (!value) continue;
    const ms = fromResetValue(value, now);
    if (ms !== undefined) return clamp(ms);
  }
  return DEFAULT_WAIT_MS;
}
