// Following a short link: the stored address or nothing (a code is looked up, never a target
// taken from the request, so /l/ cannot send anyone elsewhere), and one click counted. Known
// bots (link-preview fetchers, crawlers) are led to the page as well, since a network's preview
// must still show it, but not counted. A visitor is counted once a day by a hash of the day's
// random salt, the address and the browser: the address itself is never stored, and once a day's
// salt is gone its hashes cannot be redone.

import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { countClick } from './clickCounts';
import { CODE_PATTERN } from './postLinks';

/** User agents of preview fetchers, crawlers and scripts (lower case fragments). */
const BOT_MARKERS = [
  'bot',
  'crawler',
  'spider',
  'slurp',
  'facebookexternalhit',
  'facebookcatalog',
  'embedly',
  'quora link preview',
  'whatsapp',
  'skypeuripreview',
  'bitlybot',
  'vkshare',
  'pinterest',
  'bluesky cardyb',
  'mastodon',
  'preview',
  'headlesschrome',
  'curl/',
  'wget/',
  'python-requests',
  'go-http-client',
  'node-fetch',
  'axios/',
];

export function isBot(userAgent: string): boolean {
  const agent = userAgent.toLowerCase();
  return agent.trim() === '' || BOT_MARKERS.some((marker) => agent.includes(marker));
}

interface Target {
  url: string;
  workspaceId: string;
  postId: string;
}

/**
 * A short link's address never changes once created (the publisher only creates them, the rules
 * let no one else write), so an instance keeps the ones it has looked up, for TARGET_TTL_MS: a
 * link deleted by hand stops redirecting on every instance within that time, and at once on an
 * instance that counts a click on it (the count's commit finds it gone).
 */
export const TARGET_TTL_MS = 60_000;
const targets = new Map<string, { target: Target; until: number }>();
const TARGETS_KEPT = 5_000;
/** The day's salt as it is being read or made: concurrent first clicks share one transaction. */
const salts = new Map<string, Promise<string>>();

async function targetOf(db: Firestore, code: string, now: number): Promise<Target | null> {
  const known = targets.get(code);
  if (known && known.until > now) return known.target;
  const data = (await db.collection('shortLinks').doc(code).get()).data();
  const target =
    data && typeof data.url === 'string' && /^https?:\/\//.test(data.url)
      ? { url: data.url, workspaceId: String(data.workspaceId), postId: String(data.postId) }
      : null;
  // An unknown code is not remembered: the publisher may create it a moment later.
  if (!target) {
    targets.delete(code);
    return null;
  }
  if (targets.size >= TARGETS_KEPT) targets.clear();
  targets.set(code, { target, until: now + TARGET_TTL_MS });
  return target;
}

/** The day's salt: made once by whichever instance asks first, then read by every other. */
function saltOf(db: Firestore, day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  const ref = db.collection('linkSalts').doc(day);
  const salt = db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data()?.salt;
    if (typeof stored === 'string') return stored;
    const fresh = randomBytes(32).toString('base64url');
    tx.set(ref, {
      salt: fresh,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return fresh;
  });
  salts.clear();
  salts.set(day, salt);
  // A failed read is not kept: the next click tries again.
  salt.catch(() => salts.delete(day));
  return salt;
}

export interface Visit {
  address: string;
  userAgent: string;
  now: Date;
}

export type FollowAnswer = { status: 302; location: string } | { status: 404 };

/** Where a short link leads, after counting the visit. */
export async function followShortLink(
  db: Firestore,
  code: string,
  visit: Visit,
): Promise<FollowAnswer> {
  if (!CODE_PATTERN.test(code)) return { status: 404 };
  const target = await targetOf(db, code, visit.now.getTime());
  if (!target) return { status: 404 };
  if (
    !isBot(visit.userAgent) &&
    !(await countClick(db, code, target, await visitorOf(db, visit)))
  ) {
    targets.delete(code);
    return { status: 404 };
  }
  return { status: 302, location: target.url };
}

/** The visitor's id for the day: `{day}_{hash of the day's salt, address and browser}`. */
async function visitorOf(db: Firestore, visit: Visit): Promise<string> {
  const day = visit.now.toISOString().slice(0, 10);
  const salt = await saltOf(db, day);
  const hash = createHash('sha256')
    .update(`${salt}\n${visit.address}\n${visit.userAgent}`)
    .digest('base64url')
    .slice(0, 22);
  return `${day}_${hash}`;
}
