// Thread parts and networks without threads, through the callables: a post with parts is neither
// scheduled nor sent for approval until it says what its parts do on such a network; a failed
// channel is edited and tried again, and what the network already has cannot be changed.

import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, call, dumpDatabase, requestId } from './support';

let accounts: Accounts;
const post = async (id: string) =>
  (await adminDb().doc(`workspaces/${WS_SMM}/posts/${id}`).get()).data() ?? {};
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
  await adminDb().doc(`workspaces/${WS_SMM}/channels/fb`).set({
    provider: 'facebook',
    handle: '@page',
    displayName: 'Bakery Page',
    status: 'connected',
  });
  await adminDb()
    .doc(`workspaces/${WS_SMM}`)
    .update({ channelIds: ['ch1', 'fb'] });
});

describe('a post with thread parts on a network without threads', () => {
  const thread = [{ text: 'And rye on Fridays' }];

  it('is not scheduled until it chooses, and the refusal names the network', async () => {
    await seedPost(WS_SMM, 'p1', { channelIds: ['ch1', 'fb'], thread });
    const before = await dumpDatabase();
    const refused = await call(
      'schedulePost',
      { workspaceId: WS_SMM, postId: 'p1', scheduledAt: inAnHour(), timeZone: 'Europe/Paris' },
      accounts.smmUser,
    );
    expect(refused).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(refused.ok ? '' : refused.message).toContain('Bakery Page cannot take a thread');
    expect(await dumpDatabase()).toEqual(before);

    await adminDb()
      .doc(`workspaces/${WS_SMM}/posts/p1`)
      .update({ threadElsewhere: 'separate_posts' });
    expect(
      await call(
        'schedulePost',
        { workspaceId: WS_SMM, postId: 'p1', scheduledAt: inAnHour(), timeZone: 'Europe/Paris' },
        accounts.smmUser,
      ),
    ).toMatchObject({ ok: true, result: { status: 'scheduled' } });
  });

  it('is not sent for approval until it chooses either', async () => {
    await seedPost(WS_SMM, 'p1', { channelIds: ['fb'], thread });
    expect(
      await call('requestPostApproval', { workspaceId: WS_SMM, postId: 'p1' }, accounts.smmUser),
    ).toMatchObject({ ok: false, code: 'failed-precondition' });
    await adminDb().doc(`workspaces/${WS_SMM}/posts/p1`).update({ threadElsewhere: 'first_part' });
    expect(
      await call('requestPostApproval', { workspaceId: WS_SMM, postId: 'p1' }, accounts.smmUser),
    ).toMatchObject({ ok: true, result: { status: 'in_review' } });
  });

  it('needs no choice where every chosen network has threads', async () => {
    await seedPost(WS_SMM, 'p1', { channelIds: ['ch1'], thread });
    expect(
      await call(
        'schedulePost',
        { workspaceId: WS_SMM, postId: 'p1', scheduledAt: inAnHour(), timeZone: 'Europe/Paris' },
        accounts.smmUser,
      ),
    ).toMatchObject({ ok: true });
  });
});

describe('editing a failed channel and trying it again', () => {
  const failedHalfway = {
    status: 'failed',
    externalId: 'ext-1',
    url: 'https://net.test/1',
    error: 'Part 3: too long.',
    attempts: 1,
    publishedAt: null,
    parts: [{ externalId: 'ext-2', url: 'https://net.test/2', cid: null }],
  };

  beforeEach(async () => {
    await seedPost(WS_SMM, 'p1', {
      status: 'partially_published',
      channelIds: ['ch1', 'fb'],
      text: 'Part one',
      thread: [{ text: 'Part two' }, { text: 'Part three, far too long' }],
      variants: {},
      scheduledAt: Timestamp.fromMillis(Date.now() - 3_600_000),
      results: {
        ch1: failedHalfway,
        fb: { status: 'failed', externalId: null, error: 'Refused.', attempts: 1 },
      },
    });
  });

  const retry = (edit: Record<string, unknown>) =>
    call(
      'retryPost',
      { workspaceId: WS_SMM, postId: 'p1', requestId: requestId(), edit },
      accounts.smmUser,
    );

  it('refuses a change to a part the network already has, and changes nothing', async () => {
    const before = await dumpDatabase();
    const text = await retry({
      channelId: 'ch1',
      text: 'Part one, reworded',
      thread: [{ text: 'Part two' }, { text: 'Part three' }],
    });
    expect(text).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(text.ok ? '' : text.message).toContain('Part 1 is already published');
    const part = await retry({
      channelId: 'ch1',
      text: 'Part one',
      thread: [{ text: 'Part two, reworded' }, { text: 'Part three' }],
    });
    expect(part.ok ? '' : part.message).toContain('Part 2 is already published');
    expect(await dumpDatabase()).toEqual(before);
  });

  it("takes the unpublished part's new words and tries that channel alone again, from where it stopped", async () => {
    const reply = await retry({
      channelId: 'ch1',
      text: 'Part one',
      thread: [{ text: 'Part two' }, { text: 'Part three' }],
    });
    expect(reply).toMatchObject({ ok: true, result: { status: 'publishing', requeued: ['ch1'] } });
    const stored = await post('p1');
    expect(stored.variants.ch1).toEqual({
      text: 'Part one',
      thread: [{ text: 'Part two' }, { text: 'Part three' }],
    });
    // The confirmed parts stay recorded, so the publisher resumes with part three.
    expect(stored.results.ch1).toMatchObject({ status: 'pending', externalId: 'ext-1' });
    expect(stored.results.ch1.parts).toHaveLength(1);
    expect(stored.results.fb.status).toBe('failed');
  });

  it('edits a channel where nothing went out, whole', async () => {
    const reply = await retry({ channelId: 'fb', text: 'Shorter words for the page' });
    expect(reply).toMatchObject({ ok: true, result: { requeued: ['fb'] } });
    expect((await post('p1')).variants.fb).toEqual({ text: 'Shorter words for the page' });
  });

  it('refuses to edit a channel that published', async () => {
    await adminDb()
      .doc(`workspaces/${WS_SMM}/posts/p1`)
      .update({ 'results.ch1.status': 'published' });
    expect(await retry({ channelId: 'ch1', text: 'Part one' })).toMatchObject({
      ok: false,
      code: 'failed-precondition',
    });
  });
});
