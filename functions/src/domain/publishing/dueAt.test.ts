import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { deferral } from '../hourlyCap';
import { claimDuePosts } from './lease';

const fs = suiteFirestore();
const now = new Date('2026-11-20T10:20:00Z');
const at = (minutes: number) => Timestamp.fromMillis(now.getTime() + minutes * 60_000);

beforeEach(async () => {
  await fs.clear();
  await fs.db.doc('workspaces/w').set({ product: 'smm', ownerUid: 'o', members: { o: 'owner' } });
  await fs.db.doc('workspaces/w/channels/c1').set({ provider: 'sandbox', status: 'connected' });
});

const scheduled = (scheduledAt: Timestamp, extra: Record<string, unknown> = {}) => ({
  text: 'Hello',
  channelIds: ['c1'],
  media: [],
  results: {},
  lease: null,
  status: 'scheduled',
  held: false,
  scheduledAt,
  dueAt: scheduledAt,
  ...extra,
});

describe('dueAt', () => {
  it('is the deferral when the hourly cap holds a due post back', () => {
    expect(deferral(Date.parse('2026-11-20T11:00:00Z'))).toMatchObject({
      deferredReason: 'hourly_cap',
      deferredUntil: Timestamp.fromDate(new Date('2026-11-20T11:00:00Z')),
      dueAt: Timestamp.fromDate(new Date('2026-11-20T11:00:00Z')),
    });
  });

  it('keeps posts the cap deferred out of the reconciler page, so a due post behind them is taken', async () => {
    // Five posts older than the due one, all deferred to the next hour: a page of three ordered
    // by scheduledAt would hold only them, and the run would take nothing.
    for (let i = 0; i < 5; i++) {
      await fs.db
        .doc(`workspaces/w/posts/deferred${i}`)
        .set(scheduled(at(-60 + i), deferral(at(40).toMillis())));
    }
    await fs.db.doc('workspaces/w/posts/due').set(scheduled(at(-1)));
    const claimed = await claimDuePosts(fs.db, { owner: 'run', now, limit: 3 });
    expect(claimed.map((ref) => ref.id)).toEqual(['due']);
    // When the deferral ends they are due, oldest deferral first.
    const later = await claimDuePosts(fs.db, {
      owner: 'run2',
      now: new Date(at(41).toMillis()),
      limit: 10,
    });
    // (The one taken before is back too: its lease ran out unanswered.)
    expect(
      later
        .map((ref) => ref.id)
        .filter((id) => id !== 'due')
        .sort(),
    ).toEqual(['deferred0', 'deferred1', 'deferred2', 'deferred3', 'deferred4']);
  });
});
