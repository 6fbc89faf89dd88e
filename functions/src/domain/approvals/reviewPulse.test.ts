import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { PULSES, pulseReviewLinks, reviewersSeeChange } from './reviewPulse';

const store = suiteFirestore();
const NOW = new Date('2030-05-01T10:00:00Z');
const at = (days: number) => Timestamp.fromMillis(NOW.getTime() + days * 86_400_000);

async function link(id: string, fields: Record<string, unknown>) {
  await store.db.doc(`reviewLinks/${id}`).set({
    workspaceId: 'w1',
    tokenHash: 'a'.repeat(64),
    expiresAt: at(7),
    revokedAt: null,
    ...fields,
  });
}

describe('the review pulse', () => {
  beforeEach(() => store.clear());

  it("moves the pulse of each live link of the workspace, not an ended link's or another workspace's", async () => {
    await link('live', {});
    await link('revoked', { revokedAt: at(-1) });
    await link('expired', { expiresAt: at(-1) });
    await link('other', { workspaceId: 'w2' });
    expect(await pulseReviewLinks(store.db, 'w1', NOW)).toBe(1);
    const pulses = await store.db.collection(PULSES).get();
    expect(pulses.docs.map((doc) => doc.id)).toEqual(['live']);
    expect(pulses.docs[0]?.get('changedAt')).toBeInstanceOf(Timestamp);
  });

  it('counts a change to what a review page shows, and not a lease or a metric', () => {
    const post = { text: 'Hello', status: 'in_review', lease: null };
    expect(reviewersSeeChange(post, { ...post, text: 'Hello!' })).toBe(true);
    expect(reviewersSeeChange(post, { ...post, status: 'approved' })).toBe(true);
    expect(reviewersSeeChange(post, { ...post, lease: { until: 1 } })).toBe(false);
    expect(reviewersSeeChange(undefined, post)).toBe(true);
  });
});
