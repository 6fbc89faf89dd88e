// Every network's posting limits in one table, as the network documents them, with the page
// that says so and who shares each limit: one account, or the whole app (X's app, YouTube's
// Cloud project). The budgets the publisher paces by sit with each adapter, a margin under these;
// postingLimits.test.ts holds each adapter's budget to this table, so a figure cannot drift from
// its source unnoticed.

import type { NetworkId } from '@model/networks';
import type { BudgetWindow } from './types';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export interface DocumentedLimits {
  /** What the network documents, in words. */
  says: string;
  /** Where it says so (the sandbox is ours and has no page). */
  source: string | null;
  /** The limits, as documented; `shared` for one counted across every channel of the app. */
  windows: Omit<BudgetWindow, 'kind'>[];
}

const LINKEDIN: DocumentedLimits = {
  says: '150 posts per member a day, counted per UTC day.',
  source: 'https://learn.microsoft.com/linkedin/shared/api-guide/concepts/rate-limits',
  windows: [{ limit: 150, windowMs: DAY }],
};

export const POSTING_LIMITS: Readonly<Record<NetworkId, DocumentedLimits>> = {
  bluesky: {
    says: 'Record writes per account: 5,000 points an hour and 35,000 a day, 3 points a post.',
    source: 'https://docs.bsky.app/docs/advanced-guides/rate-limits',
    windows: [
      { limit: 1_666, windowMs: HOUR },
      { limit: 11_666, windowMs: DAY },
    ],
  },
  mastodon: {
    says: '300 API requests per account every 5 minutes (instances may set their own).',
    source: 'https://docs.joinmastodon.org/api/rate-limits/',
    windows: [{ limit: 300, windowMs: 5 * MINUTE }],
  },
  x: {
    says: 'POST /2/tweets: 100 per user every 15 minutes and 10,000 per app every 24 hours; each post is billed to the app (model/x-api-cost.ts).',
    source: 'https://docs.x.com/x-api/fundamentals/rate-limits',
    windows: [
      { limit: 100, windowMs: 15 * MINUTE },
      { limit: 10_000, windowMs: DAY, shared: true },
    ],
  },
  youtube: {
    says: 'videos.insert: 100 calls a day for the whole Cloud project, shared by every channel; the quota day starts at midnight Pacific time.',
    source: 'https://developers.google.com/youtube/v3/determine_quota_cost',
    windows: [{ limit: 100, windowMs: DAY, shared: true, resetZone: 'America/Los_Angeles' }],
  },
  tiktok: {
    says: 'Post init: 6 requests a minute per user token; about 15 posts a day per creator through the API. Refresh tokens rotate on every refresh (tiktokRotation.test.ts).',
    source: 'https://developers.tiktok.com/doc/content-posting-api-reference-direct-post',
    windows: [
      { limit: 6, windowMs: MINUTE },
      { limit: 15, windowMs: DAY },
    ],
  },
  linkedin: LINKEDIN,
  // A page posts as the member who connected it: the member's limit.
  linkedin_page: LINKEDIN,
  instagram: {
    says: '100 API-published posts per account in any 24 hours (content_publishing_limit).',
    source: 'https://developers.facebook.com/docs/instagram-platform/content-publishing',
    windows: [{ limit: 100, windowMs: DAY }],
  },
  threads: {
    says: '250 API-published posts per profile in any 24 hours.',
    source: 'https://developers.facebook.com/docs/threads/troubleshooting',
    windows: [{ limit: 250, windowMs: DAY }],
  },
  facebook: {
    says: 'No posting cap for Pages: call budgets that scale with the Page’s audience.',
    source: 'https://developers.facebook.com/docs/graph-api/overview/rate-limiting',
    windows: [],
  },
  google_business: {
    says: '10 edits a minute per location.',
    source: 'https://developers.google.com/my-business/content/limits',
    windows: [{ limit: 10, windowMs: MINUTE }],
  },
  pinterest: {
    says: 'Write calls limited per user and minute, by the app’s access tier.',
    source: 'https://developers.pinterest.com/docs/reference/v5/#tag/Rate-limits',
    windows: [],
  },
  sandbox: {
    says: 'The local stack’s own network: no limits; paced like a generous real one.',
    source: null,
    windows: [],
  },
};
