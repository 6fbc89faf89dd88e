// How often and how much the metrics collection asks of each network: pure rules, one place.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Posts younger than this are measured at every run: their counts still move quickly. */
export const RECENT_MS = 7 * DAY_MS;
/** Older posts up to this age are measured once a day; after it, never again. */
export const MAX_AGE_MS = 30 * DAY_MS;
/**
 * A day, less a little, between two measurements of an older post, so that an hourly run that
 * starts a few seconds early does not push the next measurement a whole hour later.
 */
export const DAILY_INTERVAL_MS = DAY_MS - 30 * 60_000;
/** How long a channel is left alone after a 429 that named no time. */
export const DEFAULT_RETRY_AFTER_MS = 15 * 60_000;
/** Posts measured per provider call at most, so one call's writes fit one atomic batch. */
export const MAX_POSTS_PER_CALL = 200;

/**
 * What one run may ask of a network: `requestsPerRun` HTTP requests in all, each carrying up to
 * `postsPerRequest` posts (Bluesky's getPosts takes 25 URIs; Mastodon reads statuses one by
 * one). The numbers stay well under the networks' published limits (Bluesky 3,000 requests per
 * 5 minutes, Mastodon 300 per 5 minutes per account) because publishing shares them.
 */
export interface ProviderBudget {
  requestsPerRun: number;
  postsPerRequest: number;
}

export const DEFAULT_BUDGET: ProviderBudget = { requestsPerRun: 100, postsPerRequest: 1 };

export const METRICS_BUDGETS: Readonly<Record<string, ProviderBudget>> = {
  bluesky: { requestsPerRun: 600, postsPerRequest: 25 },
  mastodon: { requestsPerRun: 150, postsPerRequest: 1 },
  linkedin: { requestsPerRun: 100, postsPerRequest: 1 },
  x: { requestsPerRun: 50, postsPerRequest: 100 },
  sandbox: { requestsPerRun: 1000, postsPerRequest: 100 },
};

/** Whether a post published `ageMs` ago, last measured at `lastMs` (or never), is due now. */
export function isDue(ageMs: number, lastMs: number | null, nowMs: number): boolean {
  if (ageMs < 0 || ageMs >= MAX_AGE_MS) return false;
  if (ageMs < RECENT_MS || lastMs === null) return true;
  return nowMs - lastMs >= DAILY_INTERVAL_MS;
}

/** The hour a snapshot belongs to, as `YYYYMMDDHH` in UTC: one snapshot per post and hour. */
export function hourBucket(at: Date): string {
  return at.toISOString().slice(0, 13).replace(/[-T]/g, '');
}
