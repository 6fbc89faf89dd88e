import type { RepeatRule } from '@model/schemas/series';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeNetwork } from '../../../../test/support/functions/fakeNetwork';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import type { Caller } from '../caller';
import { runPublisher } from '../publishing/publishRun';
import { createEvergreenPosts, setEvergreen, setPublishingSettings } from '../queues/evergreen';
import { runRecurring } from './recurringRun';
import { cancelSeries, repeatPost, scheduleApproved } from './series';

const fs = suiteFirestore();
const WS = 'ws1';
const owner: Caller = { uid: 'owner', email: null, doc: {} };
const stranger: Caller = { uid: 'stranger', email: null, doc: {} };
// Monday 2026-10-19, 12:00 in Madrid (UTC+2 until the 25th).
const base = new Date('2026-10-19T10:00:00Z');

const weekly = (count: number, weekdays: number[] = []): RepeatRule => ({
  freq: 'weekly',
  interval: 1,
  weekdays,
  end: { kind: 'count', count },
});

const daily = (count: number): RepeatRule => ({
  freq: 'daily',
  interval: 1,
  weekdays: [],
  end: { kind: 'count', count },
});

const post = async (id: string) =>
  (await fs.db.doc(`workspaces/${WS}/posts/${id}`).get()).data() ?? {};
const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

async function posts() {
  const snap = await fs.db.collection(`workspaces/${WS}/posts`).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown>);
}

async function seed(workspace: Record<string, unknown> = {}) {
  await fs.db.doc(`workspaces/${WS}`).set({
    name: 'Bakery',
    product: 'smm',
    ownerUid: 'owner',
    members: { owner: 'owner', approver: 'approver' },
    timeZone: 'Europe/Madrid',
    approvalMode: 'none',
    ...workspace,
  });
  await fs.db.doc(`workspaces/${WS}/channels/ch1`).set({
    provider: 'sandbox',
    displayName: 'Channel one',
    status: 'connected',
  });
  await fs.db.doc('channelSecrets/ch1').set({ handle: '@one' });
  await fs.db.doc(`workspaces/${WS}/posts/p1`).set({
    authorUid: 'owner',
    text: 'Fresh bread every Monday',
    variants: {},
    media: [],
    channelIds: ['ch1'],
    status: 'draft',
    results: {},
  });
}

const noReplan = async () => undefined;

/** The owner repeats post p1 from Tuesday 20 October, 09:00, by the rule. */
const repeatP1 = (rule: RepeatRule) =>
  repeatPost(
    fs.db,
    owner,
    { workspaceId: WS, postId: 'p1', start: { date: '2026-10-20', time: '09:00' }, rule },
    base,
  );

beforeEach(async () => {
  await fs.clear();
});

describe('recurring posts', () => {
  it('makes the post the first occurrence and creates the next ones within seven days only', async () => {
    await seed();
    const result = await repeatP1(daily(30));
    expect(result.firstAt).toBe('2026-10-20T07:00:00.000Z');
    const first = await post('p1');
    expect(first).toMatchObject({
      status: 'scheduled',
      series: { id: result.seriesId, index: 1, total: 30 },
    });
    const all = (await posts()).filter(
      (p) => (p.series as { id?: string })?.id === result.seriesId,
    );
    // Occurrences 2..7 fall within 7 days of Monday noon (Tue 20th .. Mon 26th 09:00).
    expect(all.map((p) => (p.series as { index: number }).index).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    // Each occurrence is its own post at 09:00 Madrid, across the change on the 25th.
    expect(iso((await post(`${result.seriesId}-5`)).scheduledAt)).toBe('2026-10-24T07:00:00.000Z');
    expect(iso((await post(`${result.seriesId}-6`)).scheduledAt)).toBe('2026-10-25T08:00:00.000Z');
    expect(await post(`${result.seriesId}-6`)).toMatchObject({
      status: 'scheduled',
      text: 'Fresh bread every Monday',
      channelIds: ['ch1'],
      timeZone: 'Europe/Madrid',
    });
    const series = (await fs.db.doc(`workspaces/${WS}/series/${result.seriesId}`).get()).data();
    expect(series).toMatchObject({ status: 'active', created: 7 });
    expect(series?.rrule).toContain('FREQ=DAILY');
  });

  it('creates later occurrences as the days pass, and ends after its count', async () => {
    await seed();
    const { seriesId } = await repeatP1(weekly(3));
    // The second (Tue 27th) is more than seven days ahead: not created yet.
    expect((await posts()).length).toBe(1);
    const day = 86_400_000;
    expect((await runRecurring(fs.db, new Date(base.getTime() + 2 * day), noReplan)).created).toBe(
      1,
    );
    expect(iso((await post(`${seriesId}-2`)).scheduledAt)).toBe('2026-10-27T08:00:00.000Z');
    expect((await runRecurring(fs.db, new Date(base.getTime() + 9 * day), noReplan)).created).toBe(
      1,
    );
    expect(iso((await post(`${seriesId}-3`)).scheduledAt)).toBe('2026-11-03T08:00:00.000Z');
    const series = (await fs.db.doc(`workspaces/${WS}/series/${seriesId}`).get()).data();
    expect(series).toMatchObject({ status: 'ended', created: 3, nextAt: null });
    expect((await runRecurring(fs.db, new Date(base.getTime() + 40 * day), noReplan)).created).toBe(
      0,
    );
    expect((await posts()).length).toBe(3);
  });

  it('ends on its until date', async () => {
    await seed();
    await repeatP1({
      freq: 'daily',
      interval: 2,
      weekdays: [],
      end: { kind: 'until', until: '2026-10-24' },
    });
    // 20th, 22nd, 24th.
    expect((await posts()).map((p) => iso(p.scheduledAt)).sort()).toEqual([
      '2026-10-20T07:00:00.000Z',
      '2026-10-22T07:00:00.000Z',
      '2026-10-24T07:00:00.000Z',
    ]);
  });

  it('refuses a rule without a second occurrence, a past start, and a stranger', async () => {
    await seed();
    const input = { workspaceId: WS, postId: 'p1', start: { date: '2026-10-20', time: '09:00' } };
    await expect(
      repeatPost(
        fs.db,
        owner,
        { ...input, rule: { ...weekly(2), end: { kind: 'until', until: '2026-10-21' } } },
        base,
      ),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      repeatPost(
        fs.db,
        owner,
        { ...input, start: { date: '2026-10-18', time: '09:00' }, rule: weekly(3) },
        base,
      ),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      repeatPost(fs.db, stranger, { ...input, rule: weekly(3) }, base),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await post('p1')).toMatchObject({ status: 'draft' });
    expect((await fs.db.collection(`workspaces/${WS}/series`).get()).size).toBe(0);
  });

  it('cancelling the series cancels the waiting occurrences and creates no more', async () => {
    await seed();
    const { seriesId } = await repeatP1(daily(10));
    const result = await cancelSeries(fs.db, owner, { workspaceId: WS, seriesId });
    // The first occurrence and the six created ahead (daily, seven days).
    expect(result.cancelled.length).toBe(7);
    expect((await posts()).every((p) => p.status === 'cancelled')).toBe(true);
    const summary = await runRecurring(fs.db, new Date(base.getTime() + 20 * 86_400_000), noReplan);
    expect(summary.created).toBe(0);
    expect((await posts()).length).toBe(7);
    expect((await cancelSeries(fs.db, owner, { workspaceId: WS, seriesId })).changed).toBe(false);
  });

  it('sends occurrences for approval where approval is required, and schedules them once approved', async () => {
    await seed({ approvalMode: 'required' });
    await fs.db.doc(`workspaces/${WS}/posts/p1`).update({ status: 'approved' });
    const { seriesId } = await repeatP1(daily(4));
    const second = `${seriesId}-2`;
    expect(await post(second)).toMatchObject({ status: 'in_review', awaitingSchedule: true });
    // Each occurrence created in review asks the approvers, through the outbox as any request.
    const outbox = await fs.db
      .collection('outbox')
      .where('event', '==', 'approval_requested')
      .get();
    const asked = outbox.docs.map((doc) => doc.data());
    expect(asked.map((item) => item.path).sort()).toEqual(
      [2, 3, 4].map((index) => `/app/posts?workspace=${WS}&post=${seriesId}-${index}`),
    );
    for (const item of asked) {
      expect(item).toMatchObject({
        audience: { uids: ['approver'] },
        params: { subject: 'Fresh bread every Monday' },
        product: 'smm',
        status: 'pending',
        actorUid: 'owner',
      });
    }
    const ref = fs.db.doc(`workspaces/${WS}/posts/${second}`);
    // Still in review: the tick leaves it alone.
    expect(await scheduleApproved(fs.db, ref, base)).toBe('skipped');
    await ref.update({ status: 'approved' });
    const summary = await runRecurring(fs.db, base, noReplan);
    expect(summary.scheduled).toBe(1);
    expect(await post(second)).toMatchObject({ status: 'scheduled', awaitingSchedule: false });
  });

  it('after a day of downtime skips the missed occurrences and never creates one already due', async () => {
    await seed();
    const { seriesId } = await repeatP1(daily(40));
    // The tick was down from now until 9 days later: occurrences 8 and 9 were never created.
    const back = new Date(base.getTime() + 9 * 86_400_000);
    const summary = await runRecurring(fs.db, back, noReplan);
    expect(summary.skipped).toBe(2);
    const created = (await posts())
      .filter((p) => (p.series as { index: number }).index > 7)
      .map((p) => ({ index: (p.series as { index: number }).index, at: iso(p.scheduledAt) ?? '' }));
    expect(created.every((p) => Date.parse(p.at) > back.getTime())).toBe(true);
    expect(Math.min(...created.map((p) => p.index))).toBe(10);
    const series = (await fs.db.doc(`workspaces/${WS}/series/${seriesId}`).get()).data();
    expect(series?.skipped).toBe(2);
  });
});

describe('the hourly cap', () => {
  it('lets out at most the cap per channel each hour after a day of outage, the rest wait with the reason', async () => {
    await seed();
    await setPublishingSettings(
      fs.db,
      owner,
      {
        workspaceId: WS,
        postsPerChannelHour: 3,
        evergreen: { enabled: false, everyDays: 7, time: '09:00' },
      },
      base,
    );
    const { seriesId } = await repeatP1(daily(10));
    // Nothing ran for a week and a day: all seven created occurrences are overdue at once.
    const network = new FakeNetwork();
    const provider = network.provider();
    const back = new Date(base.getTime() + 8 * 86_400_000);
    let clock = back;
    const run = () =>
      runPublisher(fs.db, {
        now: () => clock,
        providerFor: () => provider,
        loadMedia: async () => new Uint8Array(0),
      });
    await run();
    expect(network.sends.size).toBe(3);
    const waiting = (await posts()).filter((p) => p.status === 'scheduled');
    expect(waiting.length).toBe(4);
    const deferred = waiting.filter((p) => p.deferredReason === 'hourly_cap');
    expect(deferred.length).toBe(4);
    expect(new Set(deferred.map((p) => iso(p.deferredUntil)))).toEqual(
      new Set(['2026-10-27T11:00:00.000Z']),
    );
    // Within the same hour nothing more goes out.
    clock = new Date(back.getTime() + 30 * 60_000);
    await run();
    expect(network.sends.size).toBe(3);
    // The next hour takes the next three, the hour after the last one.
    clock = new Date('2026-10-27T11:00:30Z');
    await run();
    expect(network.sends.size).toBe(6);
    clock = new Date('2026-10-27T12:00:30Z');
    await run();
    expect(network.sends.size).toBe(7);
    expect(seriesId).toBeTruthy();
  });
});

describe('evergreen recycling', () => {
  it('recycles the list in order every N days per channel, one slot at a time', async () => {
    await seed();
    await fs.db
      .doc(`workspaces/${WS}/channels/ch2`)
      .set({ provider: 'sandbox', status: 'connected' });
    for (const [index, id] of ['e1', 'e2', 'e3'].entries()) {
      await fs.db.doc(`workspaces/${WS}/posts/${id}`).set({
        authorUid: 'owner',
        text: `Evergreen ${id}`,
        variants: {},
        media: [],
        channelIds: id === 'e3' ? ['ch1', 'ch2'] : ['ch1'],
        status: 'published',
        results: {},
        createdAt: Timestamp.fromMillis(index),
      });
      await setEvergreen(fs.db, owner, { workspaceId: WS, postId: id, evergreen: true });
      // Marked in this order.
      await fs.db
        .doc(`workspaces/${WS}/posts/${id}`)
        .update({ evergreenAt: Timestamp.fromMillis(1000 + index) });
    }
    await setPublishingSettings(
      fs.db,
      owner,
      {
        workspaceId: WS,
        postsPerChannelHour: 10,
        evergreen: { enabled: true, everyDays: 3, time: '10:00' },
      },
      base,
    );
    const summary = await runRecurring(fs.db, base, noReplan);
    // One slot at a time: Tue 20th 10:00, for ch1 and ch2, and nothing further ahead.
    expect(summary.created).toBe(2);
    const recycled = async () =>
      (await posts())
        .filter((p) => typeof p.recycledFrom === 'string')
        .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    const first = await recycled();
    expect(
      first.map((p) => [(p.channelIds as string[])[0], p.recycledFrom, iso(p.scheduledAt)]),
    ).toEqual([
      ['ch1', 'e1', '2026-10-20T08:00:00.000Z'],
      ['ch2', 'e3', '2026-10-20T08:00:00.000Z'],
    ]);
    expect(first.every((p) => p.status === 'scheduled')).toBe(true);
    // While those copies wait, the next slot is not made, whatever the horizon.
    const settings = fs.db.doc(`workspaces/${WS}/publishing/settings`);
    const later = new Date(base.getTime() + 3 * 86_400_000);
    expect((await createEvergreenPosts(fs.db, settings, later)).created).toEqual([]);
    expect(iso((await settings.get()).get('evergreenNextAt'))).toBe('2026-10-23T08:00:00.000Z');
    // Once they went out, the next slot follows, the cursor going on: ch1's second is e2.
    for (const copy of first)
      await fs.db.doc(`workspaces/${WS}/posts/${copy.id}`).update({ status: 'published' });
    await createEvergreenPosts(fs.db, settings, later);
    expect(await post(`evg-${Date.parse('2026-10-23T08:00:00Z')}-ch1`)).toMatchObject({
      recycledFrom: 'e2',
      status: 'scheduled',
    });
  });

  it('cancels the waiting copies when a post leaves the list or recycling is turned off', async () => {
    await seed();
    const copy = (id: string, from: string, status: string) =>
      fs.db.doc(`workspaces/${WS}/posts/${id}`).set({
        text: 'copy',
        channelIds: ['ch1'],
        status,
        recycledFrom: from,
        scheduledAt: Timestamp.fromMillis(base.getTime() + 86_400_000),
      });
    for (const id of ['e1', 'e2']) {
      await fs.db.doc(`workspaces/${WS}/posts/${id}`).set({
        authorUid: 'owner',
        text: id,
        channelIds: ['ch1'],
        status: 'published',
      });
      await setEvergreen(fs.db, owner, { workspaceId: WS, postId: id, evergreen: true });
    }
    // Copies as an earlier version made them, many days ahead at once.
    await copy('c1', 'e1', 'scheduled');
    await copy('c2', 'e1', 'in_review');
    await copy('c3', 'e1', 'published');
    await copy('c4', 'e2', 'scheduled');
    await copy('c5', 'e2', 'scheduled');
    await setEvergreen(fs.db, owner, { workspaceId: WS, postId: 'e1', evergreen: false });
    expect((await post('c1')).status).toBe('cancelled');
    expect((await post('c2')).status).toBe('cancelled');
    expect((await post('c3')).status).toBe('published');
    expect((await post('c4')).status).toBe('scheduled');
    const turn = (enabled: boolean) =>
      setPublishingSettings(
        fs.db,
        owner,
        {
          workspaceId: WS,
          postsPerChannelHour: 10,
          evergreen: { enabled, everyDays: 1, time: '10:00' },
        },
        base,
      );
    await turn(true);
    await turn(false);
    expect((await post('c4')).status).toBe('cancelled');
    expect((await post('c5')).status).toBe('cancelled');
    const history = await fs.db.collection(`workspaces/${WS}/posts/c5/activity`).get();
    expect(history.docs.map((doc) => doc.get('type'))).toEqual(['cancelled']);
  });
});
