// The channel callables' entries of the callable matrix (callable-specs.ts spreads them in):
// a sandbox connection, the OAuth round trip against a local Mastodon instance, disconnecting.

import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { openSecrets } from '../../functions/src/domain/secretBox';
import { type CallableSpec, currentRequest, type SpecContext } from './callable-specs';
import { fakeMastodon } from './fakeMastodon';
import { WS_SMM } from './fixtures';
import { adminDb, countDocs } from './support';

/** Who manages an smm workspace's channels: its owner, and the admins of smm. */
// saas_admin is an admin of every product (model/admin-reach.ts).
const SMM_MANAGERS = ['smmUser', 'smmAdmin', 'saasAdmin', 'superAdmin', 'legacyAdmin'] as const;
const REDIRECT_URI = 'http://127.0.0.1:5000/app/channels';
const STATE = 'state-for-the-callable-matrix-0001';

const doc = async (path: string) => (await adminDb().doc(path).get()).data();
const audits = () => countDocs('auditLog');
const callerUid = ({ accounts, caller }: SpecContext) => accounts[caller ?? 'smmUser'].uid;

export const CHANNEL_SPECS: CallableSpec[] = [
  {
    name: 'requestPlanUpgrade',
    allowed: SMM_MANAGERS,
    payload: () => ({ requestId: currentRequest(), workspaceId: WS_SMM, note: 'Ten channels' }),
    verify: async (context) => {
      const outbox = (await adminDb().collection('outbox').get()).docs.map((d) => d.data());
      expect(outbox).toMatchObject([
        {
          event: 'plan_upgrade_requested',
          audience: { staffOf: 'smm' },
          params: { subject: 'Bakery', comment: 'Ten channels' },
          actorUid: callerUid(context),
        },
      ]);
    },
    effects: () => countDocs('outbox'),
  },
  {
    name: 'connectChannel',
    allowed: SMM_MANAGERS,
    payload: () => ({ workspaceId: WS_SMM, provider: 'sandbox', handle: '@bakery' }),
    verify: async (context, result) => {
      expect(await doc(`workspaces/${WS_SMM}/channels/${result.channelId}`)).toMatchObject({
        provider: 'sandbox',
        handle: '@bakery',
        status: 'connected',
        connectedBy: callerUid(context),
      });
      expect(
        openSecrets(String(result.channelId), await doc(`channelSecrets/${result.channelId}`)),
      ).toMatchObject({ handle: '@bakery' });
    },
    effects: () => countDocs(`workspaces/${WS_SMM}/channels`),
    invalidButWellFormed: () => [
      {
        workspaceId: WS_SMM,
        provider: 'bluesky',
        identifier: 'bakery.bsky.social',
        appPassword: 'abcd-efgh-ijkl-mnop',
        service: 'https://192.168.0.10',
      },
    ],
  },
  {
    name: 'startChannelOAuth',
    allowed: SMM_MANAGERS,
    payload: () => ({
      workspaceId: WS_SMM,
      provider: 'mastodon',
      instance: fakeMastodon.url,
      redirectUri: REDIRECT_URI,
    }),
    verify: async (context, result) => {
      const url = new URL(String(result.authorizeUrl));
      expect(`${url.origin}${url.pathname}`).toBe(`${fakeMastodon.url}/oauth/authorize`);
      const state = url.searchParams.get('state') ?? '';
      expect(await doc(`oauthStates/${state}`)).toMatchObject({
        uid: callerUid(context),
        workspaceId: WS_SMM,
        provider: 'mastodon',
      });
    },
    // The app is registered with the instance once; a second start reuses the client.
    effects: async () => fakeMastodon.apps,
    invalidButWellFormed: () => [
      {
        workspaceId: WS_SMM,
        provider: 'mastodon',
        instance: fakeMastodon.url,
        redirectUri: 'https://evil.example/app/channels',
      },
    ],
  },
  {
    name: 'completeChannelOAuth',
    allowed: SMM_MANAGERS,
    seed: async (context) => {
      await adminDb()
        .doc(`oauthStates/${STATE}`)
        .set({
          uid: callerUid(context),
          workspaceId: WS_SMM,
          provider: 'mastodon',
          redirectUri: REDIRECT_URI,
          instance: new URL(fakeMastodon.url).host,
          pending: {
            instanceUrl: fakeMastodon.url,
            clientId: 'client-1',
            clientSecret: 'secret-1',
          },
          expiresAt: Timestamp.fromMillis(Date.now() + 10 * 60_000),
        });
    },
    payload: () => ({ state: STATE, code: 'code-from-the-instance' }),
    verify: async (_context, result) => {
      expect(result.workspaceId).toBe(WS_SMM);
      expect(await doc(`workspaces/${WS_SMM}/channels/${result.channelId}`)).toMatchObject({
        provider: 'mastodon',
        handle: `@bob@${new URL(fakeMastodon.url).host}`,
        status: 'connected',
      });
      expect(await doc(`oauthStates/${STATE}`)).toBeUndefined();
    },
    effects: () => countDocs(`workspaces/${WS_SMM}/channels`),
  },
  {
    name: 'disconnectChannel',
    allowed: SMM_MANAGERS,
    seed: async () => {
      await adminDb().doc('channelSecrets/ch1').set({ provider: 'sandbox', handle: '@sandbox' });
    },
    payload: () => ({ workspaceId: WS_SMM, channelId: 'ch1' }),
    verify: async () => {
      expect((await doc(`workspaces/${WS_SMM}/channels/ch1`))?.status).toBe('disconnected');
      expect(await doc('channelSecrets/ch1')).toBeUndefined();
    },
    effects: audits,
  },
  {
    // A sandbox Pinterest channel (the local stack's stand-in) answers with the sandbox's boards;
    // the msw tests in functions/src/providers read the real networks' answers.
    name: 'channelPostingChoices',
    allowed: SMM_MANAGERS,
    seed: async () => {
      await adminDb()
        .doc(`workspaces/${WS_SMM}/channels/pin1`)
        .set({ provider: 'pinterest', handle: '@pins', status: 'connected' });
      await adminDb()
        .doc('channelSecrets/pin1')
        .set({ provider: 'pinterest', handle: '@pins', sandbox: true });
    },
    payload: () => ({ workspaceId: WS_SMM, channelId: 'pin1' }),
    verify: async (_context, result) => {
      expect(result).toEqual({
        channelId: 'pin1',
        provider: 'pinterest',
        boards: [
          { id: 'sandbox-ideas', name: 'Ideas' },
          { id: 'sandbox-products', name: 'Products' },
        ],
      });
    },
    // Reading choices changes nothing.
    effects: audits,
  },
];
