import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callerWith,
  type InstanceState,
  instanceHandlers,
  metadataHandlers,
  newInstance,
} from '../../../../test/support/functions/channelNetworks';
import { mockNetwork } from '../../../../test/support/functions/providerKit';
import { refusal } from '../../../../test/support/functions/refusal';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { CHANNEL_LIMIT_WITHOUT_PLAN } from '../../config';
import { connectBlueskyAccount } from '../../providers/bluesky/bluesky';
import { oauthFlowFor } from '../../providers/oauth';
import { providerFor } from '../../providers/registry';
import { completeChannelOAuth, startChannelOAuth } from './channelOAuth';
import { type ChannelDeps, channelIdFor, connectChannel, disconnectChannel } from './channels';

let instance: InstanceState;
mockNetwork(...metadataHandlers, ...instanceHandlers(() => instance));

const fs = suiteFirestore();

const owner = callerWith('u-owner');
const editor = callerWith('u-editor');
let wid: string;
const now = new Date();
const deps: ChannelDeps = {
  now,
  emulator: true,
  providerFor,
  connectBluesky: connectBlueskyAccount,
};

const plan = (id: string, name: string, channels: number, fields: Record<string, unknown> = {}) =>
  fs.db.doc(`plans/${id}`).set({
    product: 'smm',
    name: { en: name, de: `${name} (de)` },
    limits: { channels, postsPerMonth: 10, members: 1 },
    active: true,
    order: 1,
    ...fields,
  });

const subscribe = (fields: Record<string, unknown>) =>
  fs.db.doc(`subscriptions/${wid}`).set(fields);

const connect = (handle: string, caller = owner) =>
  connectChannel(fs.db, caller, { workspaceId: wid, provider: 'sandbox', handle }, deps);

const counted = async () =>
  (await fs.db.collection(`workspaces/${wid}/channels`).get()).docs.filter((d) =>
    ['connected', 'needs_reconnect'].includes(d.get('status')),
  ).length;

beforeEach(async () => {
  instance = newInstance();
  // Plans decide the default of every workspace of a product, so each test starts without any.
  const plans = await fs.db.collection('plans').get();
  await Promise.all(plans.docs.map((d) => d.ref.delete()));
  wid = `ws-${randomUUID().slice(0, 8)}`;
  await fs.db.doc(`workspaces/${wid}`).set({
    product: 'smm',
    members: { [owner.uid]: 'owner', [editor.uid]: 'editor' },
  });
});

describe('the channel limit of the plan', () => {
  it("refuses a channel beyond the subscribed plan's limit, naming the plan, and stores nothing", async () => {
    await plan('p-starter', 'Starter', 3);
    await subscribe({ planId: 'p-starter', status: 'active' });
    for (const handle of ['@a', '@b', '@c']) await connect(handle);
    const error = await refusal(connect('@d'));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('The Starter plan allows 3 channels; this workspace has 3.');
    expect(await counted()).toBe(3);
    expect(
      (await fs.db.doc(`channelSecrets/${channelIdFor(wid, 'sandbox', '@d')}`).get()).exists,
    ).toBe(false);
  });

  it('counts needs_reconnect channels, not disconnected ones, and never counts a reconnection twice', async () => {
    await plan('p-two', 'Duo', 2);
    await subscribe({ planId: 'p-two', status: 'trialing' });
    const { channelId: a } = await connect('@a');
    const { channelId: b } = await connect('@b');
    await fs.db.doc(`workspaces/${wid}/channels/${b}`).update({ status: 'needs_reconnect' });
    expect((await refusal(connect('@c'))).code).toBe('resource-exhausted');
    // Reconnecting an account that already holds a place is always allowed.
    expect(await connect('@b')).toEqual({ channelId: b });
    expect(await connect('@a')).toEqual({ channelId: a });
    // A disconnected channel frees its place; coming back then needs a free place again.
    await disconnectChannel(fs.db, owner, { workspaceId: wid, channelId: a }, deps);
    await connect('@c');
    const error = await refusal(connect('@a'));
    expect(error.message).toBe('The Duo plan allows 2 channels; this workspace has 2.');
    expect((await fs.db.doc(`workspaces/${wid}/channels/${a}`).get()).get('status')).toBe(
      'disconnected',
    );
  });

  it('lets only one of two concurrent connections take the last place', async () => {
    await plan('p-one', 'Solo', 1);
    await subscribe({ planId: 'p-one', status: 'active' });
    const outcomes = await Promise.allSettled([connect('@x'), connect('@y', editor)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.filter((o) => o.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'resource-exhausted',
      message: 'The Solo plan allows 1 channel; this workspace has 1.',
    });
    expect(await counted()).toBe(1);
  });

  it('applies a courtesy plan until it expires, then the plan it ends in', async () => {
    await plan('p-free', 'Free', 1, { order: 1 });
    await plan('p-paid', 'Paid', 2, { order: 2 });
    await plan('p-gift', 'Gift', 3, { order: 3 });
    const courtesy = (expiresAt: Date, previous: unknown) =>
      subscribe({
        planId: 'p-gift',
        status: 'courtesy',
        courtesy: { expiresAt: Timestamp.fromDate(expiresAt) },
        previous,
      });
    await courtesy(new Date(now.getTime() + 86_400_000), null);
    for (const handle of ['@a', '@b', '@c']) await connect(handle);
    expect((await refusal(connect('@d'))).message).toContain('The Gift plan allows 3 channels');

    const expired = new Date(now.getTime() - 1000);
    const previousPaid = { planId: 'p-paid', status: 'active' };
    await courtesy(expired, previousPaid);
    expect((await refusal(connect('@d'))).message).toContain('The Paid plan allows 2 channels');
    // An expired courtesy with nothing paid before it leaves the workspace on the free tier.
    await courtesy(expired, null);
    // The three channels the courtesy let in stay; a fourth is refused, saying how many it holds.
    const lapsed = await refusal(connect('@d'));
    expect(lapsed.message).toBe('The Free plan allows 1 channel; this workspace has 3.');
    expect(lapsed.details).toEqual({ limit: 'channels', allowed: 1, held: 3, plan: 'Free' });
    expect(await counted()).toBe(3);
  });

  it("defaults to the product's lowest active plan, then to the constant when none is sold", async () => {
    await subscribe({ planId: 'p-old', status: 'cancelled' });
    await plan('p-old', 'Old', 9, { order: 0, active: false });
    await plan('p-big', 'Big', 9, { order: 5 });
    await plan('p-small', 'Small', 1, { order: 2 });
    await plan('p-other', 'Other', 0, { order: 0, product: 'connect' });
    await connect('@a');
    expect((await refusal(connect('@b'))).message).toBe(
      'The Small plan allows 1 channel; this workspace has 1.',
    );

    const plans = await fs.db.collection('plans').get();
    await Promise.all(plans.docs.map((d) => d.ref.delete()));
    for (let i = 1; i < CHANNEL_LIMIT_WITHOUT_PLAN; i++) await connect(`@n${i}`);
    expect((await refusal(connect('@over'))).message).toBe(
      `Without a plan a workspace may connect ${CHANNEL_LIMIT_WITHOUT_PLAN} channels; this workspace has ${CHANNEL_LIMIT_WITHOUT_PLAN}.`,
    );
  });

  it('refuses to start an OAuth sign-in at the limit, and holds its completion to it too, revoking the refused grant', async () => {
    await plan('p-one', 'Solo', 1);
    await subscribe({ planId: 'p-one', status: 'past_due' });
    const oauthDeps = { now, emulator: true, appOrigins: [], oauthFlowFor, providerFor };
    const start = () =>
      startChannelOAuth(
        fs.db,
        owner,
        {
          workspaceId: wid,
          provider: 'mastodon',
          instance: 'social.test',
          redirectUri: `http://127.0.0.1:5000/app/channels?t=${wid}`,
        },
        oauthDeps,
      );
    const { authorizeUrl } = await start();
    // The last place is taken while the user is at the network.
    await connect('@a');
    expect((await refusal(start())).message).toBe(
      'The Solo plan allows 1 channel; this workspace has 1.',
    );
    const state = new URL(authorizeUrl).searchParams.get('state') ?? '';
    const error = await refusal(
      completeChannelOAuth(fs.db, owner, { state, code: 'code-1' }, oauthDeps),
    );
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('The Solo plan allows 1 channel; this workspace has 1.');
    expect(await counted()).toBe(1);
    // The grant the code bought is handed back rather than left live at the instance.
    expect(instance.revoked).toEqual(['token-1']);
  });
});
