import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { handleMetaWebhook } from './metaInbound';

const fs = suiteFirestore();
const SECRETS = { appSecret: 'app-secret-34', verifyToken: 'verify-me' };
const WS = 'wsMeta';
const PAGE = '1234567890';
const IG = '17841400000000001';

const sign = (raw: string, secret = SECRETS.appSecret) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
/** Posts `raw` signed with `signature` (by default the right one; null: no header). */
const post = (raw: string, signature: string | null = sign(raw)) =>
  handleMetaWebhook(
    fs.db,
    {
      method: 'POST',
      query: new URLSearchParams(),
      rawBody: Buffer.from(raw),
      signature: signature ?? undefined,
    },
    SECRETS,
  );
const items = async () =>
  (await fs.db.collection(`workspaces/${WS}/inboxItems`).get()).docs.map((d) => d.data());

// Shapes as Meta documents them: a Page `feed` change for a new comment, an Instagram
// `comments` change, and a Messenger `messaging` event.
const pageComment = JSON.stringify({
  object: 'page',
  entry: [
    {
      id: PAGE,
      time: 1_764_403_200,
      changes: [
        {
          field: 'feed',
          value: {
            from: { id: '9988', name: 'Ana Ruiz' },
            item: 'comment',
            verb: 'add',
            post_id: `${PAGE}_555`,
            comment_id: '555_777',
            parent_id: `${PAGE}_555`,
            message: 'Do you deliver on Sundays?',
            created_time: 1_764_403_100,
          },
        },
      ],
    },
  ],
});
const instagram = JSON.stringify({
  object: 'instagram',
  entry: [
    {
      id: IG,
      time: 1_764_403_300,
      changes: [
        {
          field: 'comments',
          value: {
            from: { id: '4242', username: 'breadfan' },
            media: { id: '18000000000000001', media_product_type: 'FEED' },
            id: '18000000000000099',
            text: 'Looks delicious',
          },
        },
      ],
      messaging: [
        {
          sender: { id: IG },
          recipient: { id: '4242' },
          timestamp: 1_764_403_301_000,
          message: { mid: 'echo-1', text: 'Thanks!', is_echo: true },
        },
      ],
    },
  ],
});
const messenger = JSON.stringify({
  object: 'page',
  entry: [
    {
      id: PAGE,
      time: 1_764_403_400_000,
      messaging: [
        {
          sender: { id: '9988' },
          recipient: { id: PAGE },
          timestamp: 1_764_403_400_000,
          message: { mid: 'm_abc', text: 'Is the shop open today?' },
        },
      ],
    },
  ],
});

beforeEach(async () => {
  await fs.clear();
  await fs.db
    .doc(`workspaces/${WS}/channels/fb1`)
    .set({ provider: 'facebook', accountId: PAGE, status: 'connected' });
  await fs.db
    .doc(`workspaces/${WS}/channels/ig1`)
    .set({ provider: 'instagram', accountId: IG, status: 'connected' });
});

describe('the Meta webhook handshake', () => {
  it('answers the challenge to our verify token and refuses any other', async () => {
    const query = (token: string) =>
      new URLSearchParams({
        'hub.mode': 'subscribe',
        'hub.verify_token': token,
        'hub.challenge': '1158201444',
      });
    const handshake = (token: string) =>
      handleMetaWebhook(
        fs.db,
        { method: 'GET', query: query(token), rawBody: Buffer.alloc(0), signature: undefined },
        SECRETS,
      );
    expect(await handshake('verify-me')).toEqual({ status: 200, body: '1158201444' });
    expect((await handshake('guess')).status).toBe(403);
  });
});

describe('Meta webhook deliveries', () => {
  it('stores a Page comment once, in the workspace of the channel that holds the Page', async () => {
    expect((await post(pageComment)).status).toBe(200);
    expect((await post(pageComment)).body).toBe(JSON.stringify({ received: 1, stored: 0 }));
    const stored = await items();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      network: 'facebook',
      channelId: 'fb1',
      externalId: '555_777',
      authorName: 'Ana Ruiz',
      text: 'Do you deliver on Sundays?',
      parentId: null,
    });
    expect(stored[0]?.at.toMillis()).toBe(1_764_403_100_000);
  });

  it('refuses a forged signature, a missing one, and a body changed after signing', async () => {
    expect((await post(pageComment, sign(pageComment, 'not-the-secret'))).status).toBe(401);
    expect((await post(pageComment, null)).status).toBe(401);
    // The same JSON, spaced differently: the signature covers the raw bytes, not the data.
    const respaced = JSON.stringify(JSON.parse(pageComment), null, 1);
    expect((await post(respaced, sign(pageComment))).status).toBe(401);
    expect(await items()).toEqual([]);
  });

  it('takes Instagram comments and Messenger messages, and leaves our own echoes out', async () => {
    await post(instagram);
    await post(messenger);
    const stored = await items();
    expect(stored.map((i) => [i.network, i.kind, i.text]).sort()).toEqual([
      ['facebook', 'message', 'Is the shop open today?'],
      ['instagram', 'comment', 'Looks delicious'],
    ]);
  });

  it('ignores accounts no connected channel holds', async () => {
    await fs.db.doc(`workspaces/${WS}/channels/fb1`).update({ status: 'disconnected' });
    expect((await post(pageComment)).body).toBe(JSON.stringify({ received: 0, stored: 0 }));
  });
});
