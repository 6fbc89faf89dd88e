// Networks say when to come back in different headers: the standard Retry-After (seconds or a
// date), Bluesky's RateLimit-Reset (epoch seconds) and Mastodon's X-RateLimit-Reset (a date).

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

export function retryAfterMs(headers: Headers, now = Date.now()): number {
  for (const name of ['retry-after', 'ratelimit-reset', 'x-ratelimit-reset']) {
    const value = headers.get(name);
    if (!value) continue;
    const ms = fromResetValue(value, now);
    if (ms !== undefined) return clamp(ms);
  }
  return DEFAULT_WAIT_MS;
}
