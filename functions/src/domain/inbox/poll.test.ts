import { Timestamp } from 'firebase-admin/firestore';
import { HttpResponse, http, passthrough } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockNetwork } from '../../../../test/support/functions/providerKit';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { providerFor } from '../../providers/registry';
import { pollChannel } from './poll';

const fs = suiteFirestore();
const WS = 'wsPoll';
const published = Date.UTC(2026, 10, 29, 9, 0, 0);
const INSTANCE = 'https://social.poll.test';
let mastodonAnswer: () => Response;
mockNetwork(
  http.get(`${INSTANCE}/api/v1/notifications`, () => mastodonAnswer()),
  // The test's own Firestore emulator, which fs.clear() reaches over HTTP.
  http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()),
);

const poll = (channelId: string, at: number) =>
  pollChannel(fs.db, WS, channelId, { providerFor, now: () => new Date(at) });
const texts = async () =>
  (await fs.db.collection(`workspaces/${WS}/inboxItems`).get()).docs.map((d) => d.get('kind'));

beforeEach(async () => {
  await fs.clear();
  await fs.db.doc(`workspaces/${WS}`).set({ product: 'smm', members: {}, channelIds: ['sbx'] });
  await fs.db
    .doc(`workspaces/${WS}/channels/sbx`)
    .set({ provider: 'sandbox', status: 'connected', displayName: 'Sandbox', handle: 'bakery' });
  await fs.db.doc('channelSecrets/sbx').set({ handle: 'bakery' });
  await fs.db.doc(`workspaces/${WS}/posts/p1`).set({
    text: 'Fresh bread at 7',
    channelIds: ['sbx'],
    status: 'published',
    results: {
      sbx: {
        status: 'published',
        externalId: 'sbx-p1',
        publishedAt: Timestamp.fromMillis(published),
      },
    },
  });
});

describe('polling the sandbox', () => {
  it('brings comments on a published post seconds after it went out, each once', async () => {
    // Before the hour's mention is due (its minute is derived from the channel and the hour).
    expect(await poll('sbx', published + 10_000)).toBeGreaterThanOrEqual(1);
    const first = await texts();
    expect(first.filter((k) => k === 'comment')).toHaveLength(1);
    await poll('sbx', published + 30_000);
    expect((await texts()).filter((k) => k === 'comment')).toHaveLength(2);
    const conversation = (
      await fs.db.collection(`workspaces/${WS}/conversations`).where('postId', '==', 'p1').get()
    ).docs[0];
    expect(conversation?.get('subject')).toBe('Fresh bread at 7');
    expect(conversation?.get('itemCount')).toBe(2);
    // The next hour brings a mention and a direct message; polling again stores nothing twice.
    await poll('sbx', published + 3_600_000 * 1.6);
    const after = await texts();
    expect(after.filter((k) => k === 'message').length).toBeGreaterThanOrEqual(1);
    expect(await poll('sbx', published + 3_600_000 * 1.6)).toBe(0);
  });
});

describe('polling a network', () => {
  beforeEach(async () => {
    await fs.db.doc(`workspaces/${WS}/channels/mast`).set({
      provider: 'mastodon',
      status: 'connected',
      displayName: 'Bakery on Mastodon',
      accountId: '100',
    });
    await fs.db.doc('channelSecrets/mast').set({ instanceUrl: INSTANCE, accessToken: 'tok' });
  });

  it('waits as long as a 429 asks and reads a channel once per interval', async () => {
    mastodonAnswer = () =>
      HttpResponse.json(
        { error: 'Too many requests' },
        { status: 429, headers: { 'retry-after': '120' } },
      );
    await expect(poll('mast', published)).rejects.toMatchObject({ kind: 'rate_limited' });
    const cursor = await fs.db.doc('inboxCursors/mast').get();
    expect((cursor.get('retryAt') as Timestamp).toMillis()).toBe(published + 120_000);
    let asked = 0;
    mastodonAnswer = () => {
      asked++;
      return HttpResponse.json([]);
    };
    expect(await poll('mast', published + 60_000)).toBe(0);
    expect(asked).toBe(0);
    // Past the wait and the network's five-minute interval, it is read again; then not until
    // the interval has passed once more.
    await poll('mast', published + 300_001);
    expect(asked).toBe(1);
    await poll('mast', published + 300_002);
    expect(asked).toBe(1);
  });

  it('marks a channel whose token is refused for reconnection', async () => {
    mastodonAnswer = () =>
      HttpResponse.json({ error: 'The access token is invalid' }, { status: 401 });
    await expect(poll('mast', published)).rejects.toMatchObject({ kind: 'auth' });
    expect((await fs.db.doc(`workspaces/${WS}/channels/mast`).get()).get('status')).toBe(
      'needs_reconnect',
    );
  });
});
