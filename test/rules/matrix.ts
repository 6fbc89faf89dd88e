// The expectations table of the rules matrix: for every collection of the data model, each of
// the six operations, the request a client would make and the actors the rules must allow.
// Every actor not listed must be denied. matrix.test.ts turns each cell into a policy sentence.
import { type Actor, type ActorName, CONNECT_ADMINS, EVERYONE, NOBODY, SMM_ADMINS } from './actors';
import { type DocData, type Firestore, serverTime } from './world';

export const OPERATIONS = [
  'get',
  'list',
  'create',
  'update allowed fields',
  'update forbidden fields',
  'delete',
] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface Cell {
  /** What the actor does, completing "<actor> can / cannot ...". */
  does: string;
  allowed: readonly ActorName[];
  run: (db: Firestore, who: Actor) => Promise<unknown>;
  /** World documents put back (or removed) before the attempt, so writes start from the seed. */
  reset?: readonly string[];
}

export interface CollectionExpectations {
  collection: string;
  cells: Record<Operation, Cell>;
}

const get = (path: string) => (db: Firestore) => db.doc(path).get();
const update = (path: string, patch: DocData) => (db: Firestore) =>
  db.doc(path).update({ ...patch, updatedAt: serverTime() });
const remove = (path: string) => (db: Firestore) => db.doc(path).delete();
const createAt = (path: string, data: (who: Actor) => DocData) => (db: Firestore, who: Actor) =>
  db.doc(path).set({ ...data(who), createdAt: serverTime(), updatedAt: serverTime() });

/** A collection no client may touch at all. */
function serverOnly(collection: string, path: string, sample: DocData): CollectionExpectations {
  const parent = path.slice(0, path.lastIndexOf('/'));
  return {
    collection,
    cells: {
      get: { does: `read ${path}`, allowed: NOBODY, run: get(path) },
      list: { does: `list ${parent}`, allowed: NOBODY, run: (db) => db.collection(parent).get() },
      create: {
        does: `create a document in ${parent}`,
        allowed: NOBODY,
        run: createAt(`${parent}/fresh`, () => sample),
        reset: [`${parent}/fresh`],
      },
      'update allowed fields': {
        does: `update ${path}`,
        allowed: NOBODY,
        run: update(path, sample),
        reset: [path],
      },
      'update forbidden fields': {
        does: `add an unknown field to ${path}`,
        allowed: NOBODY,
        run: update(path, { injected: true }),
        reset: [path],
      },
      delete: { does: `delete ${path}`, allowed: NOBODY, run: remove(path), reset: [path] },
    },
  };
}

/** A collection of workspace A that its readers may read and only the functions write. */
function workspaceReadable(
  collection: string,
  path: string,
  sample: DocData,
): CollectionExpectations {
  const table = serverOnly(collection, path, sample);
  const parent = path.slice(0, path.lastIndexOf('/'));
  return {
    collection,
    cells: {
      ...table.cells,
      get: { does: `read ${path}`, allowed: WS_A_READERS, run: get(path) },
      list: {
        does: `list ${parent}`,
        allowed: WS_A_READERS,
        run: (db) => db.collection(parent).get(),
      },
    },
  };
}

/** A server-written collection that the admins of either product may read. */
function adminReadable(collection: string, path: string, sample: DocData): CollectionExpectations {
  const closed = serverOnly(collection, path, sample);
  const parent = path.slice(0, path.lastIndexOf('/'));
  const admins = [...new Set([...SMM_ADMINS, ...CONNECT_ADMINS])];
  return {
    collection,
    cells: {
      ...closed.cells,
      get: { does: `read ${path}`, allowed: admins, run: get(path) },
      list: { does: `list ${parent}`, allowed: admins, run: (db) => db.collection(parent).get() },
    },
  };
}

const WS_A_READERS: readonly ActorName[] = ['user', ...SMM_ADMINS];
const WS_C_READERS: readonly ActorName[] = ['approver', ...CONNECT_ADMINS];

const newPost = (who: Actor, wid: string, channel: string): DocData => ({
  authorUid: who.uid,
  text: 'Draft from the matrix',
  channelIds: [channel],
  variants: { [channel]: { text: 'Variant' } },
  media: [
    { path: `workspaces/${wid}/media/new.jpg`, contentType: 'image/jpeg', width: 800, height: 600 },
  ],
  timeZone: 'Europe/Paris',
  scheduledAt: null,
  status: 'draft',
});

export const MATRIX: readonly CollectionExpectations[] = [
  {
    collection: 'users',
    cells: {
      get: {
        does: "read alice's users document",
        allowed: ['user', ...SMM_ADMINS],
        run: get('users/alice'),
      },
      list: {
        does: 'list users without a filter',
        allowed: ['superAdmin', 'saasAdmin'],
        run: (db) => db.collection('users').get(),
      },
      create: {
        does: "create another account's user document",
        allowed: NOBODY,
        run: createAt('users/newcomer', () => ({ displayName: 'Newcomer' })),
        reset: ['users/newcomer'],
      },
      'update allowed fields': {
        does: "change alice's display name and locale",
        allowed: ['user'],
        run: update('users/alice', { displayName: 'Alice B.', locale: 'es' }),
        reset: ['users/alice'],
      },
      'update forbidden fields': {
        does: "set roles.smm to admin on alice's users document",
        allowed: NOBODY,
        run: update('users/alice', { 'roles.smm': 'admin' }),
        reset: ['users/alice'],
      },
      delete: {
        does: "delete alice's users document",
        allowed: NOBODY,
        run: remove('users/alice'),
        reset: ['users/alice'],
      },
    },
  },
  {
    collection: 'users/{uid}/consents',
    cells: {
      get: {
        does: "read alice's terms consent",
        allowed: ['user'],
        run: get('users/alice/consents/terms'),
      },
      list: {
        does: "list alice's consents",
        allowed: ['user'],
        run: (db) => db.collection('users/alice/consents').get(),
      },
      create: {
        does: "record alice's privacy consent",
        allowed: ['user'],
        run: (db) =>
          db.doc('users/alice/consents/privacy').set({
            version: 3,
            acceptedAt: serverTime(),
            createdAt: serverTime(),
            updatedAt: serverTime(),
          }),
        reset: ['users/alice/consents/privacy'],
      },
      'update allowed fields': {
        does: 'accept a newer version of the terms for alice',
        allowed: ['user'],
        run: update('users/alice/consents/terms', { version: 2, acceptedAt: serverTime() }),
        reset: ['users/alice/consents/terms'],
      },
      'update forbidden fields': {
        does: "add a grantedBy field to alice's consent",
        allowed: NOBODY,
        run: update('users/alice/consents/terms', { grantedBy: 'sue' }),
        reset: ['users/alice/consents/terms'],
      },
      delete: {
        does: "delete alice's consent record",
        allowed: NOBODY,
        run: remove('users/alice/consents/terms'),
        reset: ['users/alice/consents/terms'],
      },
    },
  },
  {
    collection: 'workspaces',
    cells: {
      get: { does: 'read smm workspace A', allowed: WS_A_READERS, run: get('workspaces/wsA') },
      list: {
        does: 'list the smm workspaces',
        allowed: SMM_ADMINS,
        run: (db) => db.collection('workspaces').where('product', '==', 'smm').get(),
      },
      create: {
        does: 'create a workspace directly',
        allowed: NOBODY,
        run: createAt('workspaces/wsNew', (who) => ({
          name: 'New',
          product: 'smm',
          ownerUid: who.uid,
          members: { [who.uid ?? 'nobody']: 'owner' },
        })),
        reset: ['workspaces/wsNew'],
      },
      'update allowed fields': {
        does: 'rename smm workspace A and change its colour',
        allowed: WS_A_READERS,
        run: update('workspaces/wsA', { name: 'Alice & Co', 'branding.colour': '#445566' }),
        reset: ['workspaces/wsA'],
      },
      'update forbidden fields': {
        does: 'add a member to smm workspace A',
        allowed: NOBODY,
        run: update('workspaces/wsA', { 'members.bob': 'editor' }),
        reset: ['workspaces/wsA'],
      },
      delete: {
        does: 'delete smm workspace A',
        allowed: NOBODY,
        run: remove('workspaces/wsA'),
        reset: ['workspaces/wsA'],
      },
    },
  },
  {
    collection: 'workspaces (client workspace of the connect product)',
    cells: {
      get: { does: 'read client workspace C', allowed: WS_C_READERS, run: get('workspaces/wsC') },
      list: {
        does: 'list the connect workspaces',
        allowed: CONNECT_ADMINS,
        run: (db) => db.collection('workspaces').where('product', '==', 'connect').get(),
      },
      create: {
        does: 'create a connect workspace directly',
        allowed: NOBODY,
        run: createAt('workspaces/wsNewC', () => ({
          name: 'Client',
          product: 'connect',
          members: {},
        })),
        reset: ['workspaces/wsNewC'],
      },
      'update allowed fields': {
        does: 'rename client workspace C',
        allowed: CONNECT_ADMINS,
        run: update('workspaces/wsC', { name: 'Carol Cosmetics' }),
        reset: ['workspaces/wsC'],
      },
      'update forbidden fields': {
        does: 'change the plan of client workspace C',
        allowed: NOBODY,
        run: update('workspaces/wsC', { planId: 'connect-max' }),
        reset: ['workspaces/wsC'],
      },
      delete: {
        does: 'delete client workspace C',
        allowed: NOBODY,
        run: remove('workspaces/wsC'),
        reset: ['workspaces/wsC'],
      },
    },
  },
  {
    collection: 'workspaces/{wid}/channels',
    cells: {
      get: {
        does: 'read a channel of workspace A',
        allowed: WS_A_READERS,
        run: get('workspaces/wsA/channels/chA'),
      },
      list: {
        does: 'list the channels of workspace A',
        allowed: WS_A_READERS,
        run: (db) => db.collection('workspaces/wsA/channels').get(),
      },
      create: {
        does: 'connect a channel to workspace A directly',
        allowed: NOBODY,
        run: createAt('workspaces/wsA/channels/chNew', () => ({
          provider: 'sandbox',
          handle: '@x',
          displayName: 'X',
          status: 'connected',
        })),
        reset: ['workspaces/wsA/channels/chNew'],
      },
      'update allowed fields': {
        does: 'rename a channel of workspace A',
        allowed: WS_A_READERS,
        run: update('workspaces/wsA/channels/chA', { displayName: 'Alice main' }),
        reset: ['workspaces/wsA/channels/chA'],
      },
      'update forbidden fields': {
        does: "change a channel's connection status",
        allowed: NOBODY,
        run: update('workspaces/wsA/channels/chA', { status: 'disconnected' }),
        reset: ['workspaces/wsA/channels/chA'],
      },
      delete: {
        does: 'delete a channel of workspace A directly',
        allowed: NOBODY,
        run: remove('workspaces/wsA/channels/chA'),
        reset: ['workspaces/wsA/channels/chA'],
      },
    },
  },
  {
    collection: 'workspaces/{wid}/posts',
    cells: {
      get: {
        does: 'read a draft post of workspace A',
        allowed: WS_A_READERS,
        run: get('workspaces/wsA/posts/draftA'),
      },
      list: {
        does: 'list the posts of workspace A',
        allowed: WS_A_READERS,
        run: (db) => db.collection('workspaces/wsA/posts').get(),
      },
      create: {
        does: 'create a draft post in workspace A',
        allowed: WS_A_READERS,
        run: createAt('workspaces/wsA/posts/fresh', (who) => newPost(who, 'wsA', 'chA')),
        reset: ['workspaces/wsA/posts/fresh'],
      },
      'update allowed fields': {
        does: 'edit the text of a draft post of workspace A',
        allowed: WS_A_READERS,
        run: update('workspaces/wsA/posts/draftA', { text: 'Edited text', channelIds: ['chA'] }),
        reset: ['workspaces/wsA/posts/draftA'],
      },
      'update forbidden fields': {
        does: 'set the status of a draft post of workspace A to scheduled',
        allowed: NOBODY,
        run: update('workspaces/wsA/posts/draftA', { status: 'scheduled' }),
        reset: ['workspaces/wsA/posts/draftA'],
      },
      delete: {
        does: 'delete a draft post of workspace A',
        allowed: WS_A_READERS,
        run: remove('workspaces/wsA/posts/draftA'),
        reset: ['workspaces/wsA/posts/draftA'],
      },
    },
  },
  {
    collection: 'workspaces/{wid}/posts (scheduled post)',
    cells: {
      get: {
        does: 'read a scheduled post of workspace A',
        allowed: WS_A_READERS,
        run: get('workspaces/wsA/posts/scheduledA'),
      },
      list: {
        does: 'list the scheduled posts of workspace A',
        allowed: WS_A_READERS,
        run: (db) => db.collection('workspaces/wsA/posts').where('status', '==', 'scheduled').get(),
      },
      create: {
        does: 'create a post that is already scheduled',
        allowed: NOBODY,
        run: createAt('workspaces/wsA/posts/freshScheduled', (who) => ({
          ...newPost(who, 'wsA', 'chA'),
          status: 'scheduled',
        })),
        reset: ['workspaces/wsA/posts/freshScheduled'],
      },
      'update allowed fields': {
        does: 'edit the text of a scheduled post',
        allowed: NOBODY,
        run: update('workspaces/wsA/posts/scheduledA', { text: 'Too late' }),
        reset: ['workspaces/wsA/posts/scheduledA'],
      },
      'update forbidden fields': {
        does: 'write the publishing results of a scheduled post',
        allowed: NOBODY,
        run: update('workspaces/wsA/posts/scheduledA', {
          'results.chA': { status: 'published' },
          status: 'published',
        }),
        reset: ['workspaces/wsA/posts/scheduledA'],
      },
      delete: {
        does: 'delete a scheduled post',
        allowed: NOBODY,
        run: remove('workspaces/wsA/posts/scheduledA'),
        reset: ['workspaces/wsA/posts/scheduledA'],
      },
    },
  },
  {
    collection: 'workspaces/{wid}/posts (client workspace)',
    cells: {
      get: {
        does: 'read a post awaiting changes in client workspace C',
        allowed: WS_C_READERS,
        run: get('workspaces/wsC/posts/reviewC'),
      },
      list: {
        does: 'list the posts of client workspace C',
        allowed: WS_C_READERS,
        run: (db) => db.collection('workspaces/wsC/posts').get(),
      },
      create: {
        does: 'prepare a draft post for client workspace C',
        allowed: CONNECT_ADMINS,
        run: createAt('workspaces/wsC/posts/fresh', (who) => newPost(who, 'wsC', 'chC')),
        reset: ['workspaces/wsC/posts/fresh'],
      },
      'update allowed fields': {
        does: 'rework a post of client workspace C after changes were requested',
        allowed: CONNECT_ADMINS,
        run: update('workspaces/wsC/posts/reviewC', { text: 'With the new logo' }),
        reset: ['workspaces/wsC/posts/reviewC'],
      },
      'update forbidden fields': {
        does: 'approve a post of client workspace C by writing the approval directly',
        allowed: NOBODY,
        run: (db, who) =>
          db.doc('workspaces/wsC/posts/reviewC').update({
            approval: { decidedBy: who.uid, decision: 'approved', comment: 'ok' },
            status: 'approved',
            updatedAt: serverTime(),
          }),
        reset: ['workspaces/wsC/posts/reviewC'],
      },
      delete: {
        does: 'delete a post of client workspace C',
        allowed: CONNECT_ADMINS,
        run: remove('workspaces/wsC/posts/reviewC'),
        reset: ['workspaces/wsC/posts/reviewC'],
      },
    },
  },
  {
    collection: 'workspaces/{wid}/posts/{pid}/comments',
    cells: {
      get: {
        does: "read carol's comment on a post of workspace C",
        allowed: WS_C_READERS,
        run: get('workspaces/wsC/posts/reviewC/comments/commentC'),
      },
      list: {
        // The query a client makes: internal notes are the team's, so it asks for the others.
        does: 'list the comments (not internal notes) on a post of workspace C',
        allowed: WS_C_READERS,
        run: (db) =>
          db
            .collection('workspaces/wsC/posts/reviewC/comments')
            .where('internal', '==', false)
            .get(),
      },
      create: {
        does: 'comment on a post of workspace C',
        allowed: WS_C_READERS,
        run: createAt('workspaces/wsC/posts/reviewC/comments/fresh', (who) => ({
          authorUid: who.uid,
          text: 'Looks great',
        })),
        reset: ['workspaces/wsC/posts/reviewC/comments/fresh'],
      },
      'update allowed fields': {
        // Only through editPostComment, which notifies the members the new text names.
        does: "edit carol's comment directly",
        allowed: NOBODY,
        run: update('workspaces/wsC/posts/reviewC/comments/commentC', {
          text: 'Please use the 2026 logo',
        }),
        reset: ['workspaces/wsC/posts/reviewC/comments/commentC'],
      },
      'update forbidden fields': {
        does: "reassign carol's comment to another author",
        allowed: NOBODY,
        run: update('workspaces/wsC/posts/reviewC/comments/commentC', { authorUid: 'cora' }),
        reset: ['workspaces/wsC/posts/reviewC/comments/commentC'],
      },
      delete: {
        does: "delete carol's comment",
        allowed: WS_C_READERS,
        run: remove('workspaces/wsC/posts/reviewC/comments/commentC'),
        reset: ['workspaces/wsC/posts/reviewC/comments/commentC'],
      },
    },
  },
  {
    collection: 'workspaces/{wid}/queues',
    cells: {
      get: {
        does: "read workspace A's channel queue",
        allowed: WS_A_READERS,
        run: get('workspaces/wsA/queues/chA'),
      },
      list: {
        does: 'list the queues of workspace A',
        allowed: WS_A_READERS,
        run: (db) => db.collection('workspaces/wsA/queues').get(),
      },
      create: {
        does: 'create a queue',
        allowed: NOBODY,
        run: createAt('workspaces/wsA/queues/fresh', () => ({ slots: [], paused: false })),
        reset: ['workspaces/wsA/queues/fresh'],
      },
      'update allowed fields': {
        does: 'pause a queue directly',
        allowed: NOBODY,
        run: update('workspaces/wsA/queues/chA', { paused: true }),
        reset: ['workspaces/wsA/queues/chA'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to a queue',
        allowed: NOBODY,
        run: update('workspaces/wsA/queues/chA', { injected: true }),
        reset: ['workspaces/wsA/queues/chA'],
      },
      delete: {
        does: 'delete a queue',
        allowed: NOBODY,
        run: remove('workspaces/wsA/queues/chA'),
        reset: ['workspaces/wsA/queues/chA'],
      },
    },
  },
  {
    collection: 'workspaces/{wid}/series',
    cells: {
      get: {
        does: "read workspace A's a recurring series",
        allowed: WS_A_READERS,
        run: get('workspaces/wsA/series/seriesA'),
      },
      list: {
        does: "list workspace A's series",
        allowed: WS_A_READERS,
        run: (db) => db.collection('workspaces/wsA/series').get(),
      },
      create: {
        does: 'create a recurring series directly',
        allowed: NOBODY,
        run: createAt('workspaces/wsA/series/fresh', () => ({ status: 'cancelled' })),
        reset: ['workspaces/wsA/series/fresh'],
      },
      'update allowed fields': {
        does: 'change a recurring series directly',
        allowed: NOBODY,
        run: update('workspaces/wsA/series/seriesA', { status: 'cancelled' }),
        reset: ['workspaces/wsA/series/seriesA'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to a recurring series',
        allowed: NOBODY,
        run: update('workspaces/wsA/series/seriesA', { injected: true }),
        reset: ['workspaces/wsA/series/seriesA'],
      },
      delete: {
        does: 'delete a recurring series',
        allowed: NOBODY,
        run: remove('workspaces/wsA/series/seriesA'),
        reset: ['workspaces/wsA/series/seriesA'],
      },
    },
  },
  {
    collection: 'workspaces/{wid}/publishing',
    cells: {
      get: {
        does: "read workspace A's the publishing settings",
        allowed: WS_A_READERS,
        run: get('workspaces/wsA/publishing/settings'),
      },
      list: {
        does: "list workspace A's publishing",
        allowed: WS_A_READERS,
        run: (db) => db.collection('workspaces/wsA/publishing').get(),
      },
      create: {
        does: 'create the publishing settings directly',
        allowed: NOBODY,
        run: createAt('workspaces/wsA/publishing/fresh', () => ({ postsPerChannelHour: 1000 })),
        reset: ['workspaces/wsA/publishing/fresh'],
      },
      'update allowed fields': {
        does: 'change the publishing settings directly',
        allowed: NOBODY,
        run: update('workspaces/wsA/publishing/settings', { postsPerChannelHour: 1000 }),
        reset: ['workspaces/wsA/publishing/settings'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to the publishing settings',
        allowed: NOBODY,
        run: update('workspaces/wsA/publishing/settings', { injected: true }),
        reset: ['workspaces/wsA/publishing/settings'],
      },
      delete: {
        does: 'delete the publishing settings',
        allowed: NOBODY,
        run: remove('workspaces/wsA/publishing/settings'),
        reset: ['workspaces/wsA/publishing/settings'],
      },
    },
  },
  {
    collection: 'workspaces/{wid}/metrics',
    cells: {
      get: {
        does: 'read post metrics of workspace A',
        allowed: WS_A_READERS,
        run: get('workspaces/wsA/metrics/draftA-chA'),
      },
      list: {
        does: 'list the metrics of workspace A',
        allowed: WS_A_READERS,
        run: (db) => db.collection('workspaces/wsA/metrics').get(),
      },
      create: {
        does: 'write a metrics snapshot',
        allowed: NOBODY,
        run: createAt('workspaces/wsA/metrics/fresh', () => ({ postId: 'draftA', impressions: 1 })),
        reset: ['workspaces/wsA/metrics/fresh'],
      },
      'update allowed fields': {
        does: 'change the impressions of a metrics snapshot',
        allowed: NOBODY,
        run: update('workspaces/wsA/metrics/draftA-chA', { impressions: 100000 }),
        reset: ['workspaces/wsA/metrics/draftA-chA'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to a metrics snapshot',
        allowed: NOBODY,
        run: update('workspaces/wsA/metrics/draftA-chA', { injected: true }),
        reset: ['workspaces/wsA/metrics/draftA-chA'],
      },
      delete: {
        does: 'delete a metrics snapshot',
        allowed: NOBODY,
        run: remove('workspaces/wsA/metrics/draftA-chA'),
        reset: ['workspaces/wsA/metrics/draftA-chA'],
      },
    },
  },
  {
    collection: 'workspaces/{wid}/notifications',
    cells: {
      get: {
        does: 'read a notification of workspace A',
        allowed: WS_A_READERS,
        run: get('workspaces/wsA/notifications/n1'),
      },
      list: {
        does: 'list the notifications of workspace A',
        allowed: WS_A_READERS,
        run: (db) => db.collection('workspaces/wsA/notifications').get(),
      },
      create: {
        does: 'write a notification into workspace A',
        allowed: NOBODY,
        run: createAt('workspaces/wsA/notifications/fresh', () => ({
          kind: 'channel_needs_reconnect',
          channelId: 'chA',
          message: 'Forged',
        })),
        reset: ['workspaces/wsA/notifications/fresh'],
      },
      'update allowed fields': {
        does: 'change the message of a notification',
        allowed: NOBODY,
        run: update('workspaces/wsA/notifications/n1', { message: 'Ignore this' }),
        reset: ['workspaces/wsA/notifications/n1'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to a notification',
        allowed: NOBODY,
        run: update('workspaces/wsA/notifications/n1', { injected: true }),
        reset: ['workspaces/wsA/notifications/n1'],
      },
      delete: {
        does: 'delete a notification of workspace A',
        allowed: NOBODY,
        run: remove('workspaces/wsA/notifications/n1'),
        reset: ['workspaces/wsA/notifications/n1'],
      },
    },
  },
  serverOnly('channelSecrets', 'channelSecrets/chA', { accessToken: 'stolen' }),
  serverOnly('oauthStates', 'oauthStates/state-1', { uid: 'mallory' }),
  serverOnly('oauthClients', 'oauthClients/key-1', { clientSecret: 'stolen' }),
  serverOnly('reconnectLinks', 'reconnectLinks/link-1', { channelId: 'chA', usedAt: null }),
  {
    collection: 'plans',
    cells: {
      get: { does: 'read an active plan', allowed: EVERYONE, run: get('plans/smm-pro') },
      list: {
        does: 'list the active plans',
        allowed: EVERYONE,
        run: (db) => db.collection('plans').where('active', '==', true).get(),
      },
      create: {
        does: 'create a plan directly',
        allowed: NOBODY,
        run: createAt('plans/fresh', () => ({
          product: 'smm',
          name: { en: 'Free' },
          active: true,
          order: 0,
        })),
        reset: ['plans/fresh'],
      },
      'update allowed fields': {
        does: 'change the price of a plan directly',
        allowed: NOBODY,
        run: update('plans/smm-pro', { priceMonthly: 1 }),
        reset: ['plans/smm-pro'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to a plan',
        allowed: NOBODY,
        run: update('plans/smm-pro', { injected: true }),
        reset: ['plans/smm-pro'],
      },
      delete: {
        does: 'delete a plan',
        allowed: NOBODY,
        run: remove('plans/smm-pro'),
        reset: ['plans/smm-pro'],
      },
    },
  },
  {
    collection: 'plans (inactive)',
    cells: {
      get: { does: 'read an inactive smm plan', allowed: SMM_ADMINS, run: get('plans/smm-2019') },
      list: {
        does: 'list every smm plan, active or not',
        allowed: SMM_ADMINS,
        run: (db) => db.collection('plans').where('product', '==', 'smm').get(),
      },
      create: {
        does: 'create an inactive plan directly',
        allowed: NOBODY,
        run: createAt('plans/fresh-inactive', () => ({ product: 'smm', active: false })),
        reset: ['plans/fresh-inactive'],
      },
      'update allowed fields': {
        does: 'reactivate an inactive plan directly',
        allowed: NOBODY,
        run: update('plans/smm-2019', { active: true }),
        reset: ['plans/smm-2019'],
      },
      'update forbidden fields': {
        does: 'move an inactive plan to the other product',
        allowed: NOBODY,
        run: update('plans/smm-2019', { product: 'connect' }),
        reset: ['plans/smm-2019'],
      },
      delete: {
        does: 'delete an inactive plan',
        allowed: NOBODY,
        run: remove('plans/smm-2019'),
        reset: ['plans/smm-2019'],
      },
    },
  },
  {
    collection: 'subscriptions',
    cells: {
      get: {
        does: 'read the subscription of workspace A',
        allowed: WS_A_READERS,
        run: get('subscriptions/wsA'),
      },
      list: {
        does: 'list the smm subscriptions',
        allowed: SMM_ADMINS,
        run: (db) => db.collection('subscriptions').where('product', '==', 'smm').get(),
      },
      create: {
        does: 'create a subscription directly',
        allowed: NOBODY,
        run: createAt('subscriptions/wsB', () => ({
          planId: 'smm-pro',
          product: 'smm',
          status: 'active',
        })),
        reset: ['subscriptions/wsB'],
      },
      'update allowed fields': {
        does: 'grant workspace A a courtesy subscription directly',
        allowed: NOBODY,
        run: update('subscriptions/wsA', { status: 'courtesy' }),
        reset: ['subscriptions/wsA'],
      },
      'update forbidden fields': {
        does: 'extend the period of the subscription of workspace A',
        allowed: NOBODY,
        run: update('subscriptions/wsA', { currentPeriodEnd: serverTime() }),
        reset: ['subscriptions/wsA'],
      },
      delete: {
        does: 'delete the subscription of workspace A',
        allowed: NOBODY,
        run: remove('subscriptions/wsA'),
        reset: ['subscriptions/wsA'],
      },
    },
  },
  {
    collection: 'services',
    cells: {
      get: { does: 'read an offered service', allowed: EVERYONE, run: get('services/audit') },
      list: {
        does: 'list the offered services',
        allowed: EVERYONE,
        run: (db) => db.collection('services').where('active', '==', true).get(),
      },
      create: {
        does: 'add a service to the catalogue',
        allowed: CONNECT_ADMINS,
        run: createAt('services/fresh', () => ({
          name: { en: 'Ads', fr: 'Publicité' },
          active: true,
          order: 2,
          currency: 'EUR',
          priceFrom: 99,
        })),
        reset: ['services/fresh'],
      },
      'update allowed fields': {
        does: 'reorder and retitle a service',
        allowed: CONNECT_ADMINS,
        run: update('services/audit', { order: 3, 'name.en': 'Full social audit' }),
        reset: ['services/audit'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to a service',
        allowed: NOBODY,
        run: update('services/audit', { injected: true }),
        reset: ['services/audit'],
      },
      delete: {
        does: 'remove a service',
        allowed: CONNECT_ADMINS,
        run: remove('services/audit'),
        reset: ['services/audit'],
      },
    },
  },
  {
    collection: 'services (retired)',
    cells: {
      get: {
        does: 'read a retired service',
        allowed: CONNECT_ADMINS,
        run: get('services/retired'),
      },
      list: {
        does: 'list every service, retired or not',
        allowed: CONNECT_ADMINS,
        run: (db) => db.collection('services').get(),
      },
      create: {
        does: 'add a retired service',
        allowed: CONNECT_ADMINS,
        run: createAt('services/fresh-retired', () => ({
          name: { en: 'Old' },
          active: false,
          order: 5,
        })),
        reset: ['services/fresh-retired'],
      },
      'update allowed fields': {
        does: 'bring a retired service back',
        allowed: CONNECT_ADMINS,
        run: update('services/retired', { active: true }),
        reset: ['services/retired'],
      },
      'update forbidden fields': {
        does: 'give a retired service a negative price',
        allowed: NOBODY,
        run: update('services/retired', { priceFrom: -5 }),
        reset: ['services/retired'],
      },
      delete: {
        does: 'delete a retired service',
        allowed: CONNECT_ADMINS,
        run: remove('services/retired'),
        reset: ['services/retired'],
      },
    },
  },
  {
    collection: 'team',
    cells: {
      get: { does: 'read a public team profile', allowed: EVERYONE, run: get('team/cora') },
      list: {
        does: 'list the public team profiles',
        allowed: EVERYONE,
        run: (db) => db.collection('team').where('public', '==', true).get(),
      },
      create: {
        does: 'add a team profile (only through a callable)',
        allowed: NOBODY,
        run: createAt('team/fresh', () => ({
          name: 'Dan',
          title: 'Designer',
          public: false,
          order: 3,
          photoPath: 'team/dan.jpg',
        })),
        reset: ['team/fresh'],
      },
      'update allowed fields': {
        does: 'edit the bio of a team profile (only through a callable)',
        allowed: NOBODY,
        run: update('team/cora', { bio: 'Twelve years of agency work.' }),
        reset: ['team/cora'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to a team profile',
        allowed: NOBODY,
        run: update('team/cora', { salary: 1 }),
        reset: ['team/cora'],
      },
      delete: {
        does: 'delete a team profile (only through a callable)',
        allowed: NOBODY,
        run: remove('team/cora'),
        reset: ['team/cora'],
      },
    },
  },
  {
    collection: 'team (hidden profile)',
    cells: {
      get: { does: 'read a hidden team profile', allowed: CONNECT_ADMINS, run: get('team/intern') },
      list: {
        does: 'list every team profile',
        allowed: CONNECT_ADMINS,
        run: (db) => db.collection('team').get(),
      },
      create: {
        does: 'add a hidden team profile (only through a callable)',
        allowed: NOBODY,
        run: createAt('team/fresh-hidden', () => ({ name: 'Eve', public: false, order: 9 })),
        reset: ['team/fresh-hidden'],
      },
      'update allowed fields': {
        does: 'publish a hidden team profile (only through a callable)',
        allowed: NOBODY,
        run: update('team/intern', { public: true }),
        reset: ['team/intern'],
      },
      'update forbidden fields': {
        does: 'point a team photo outside team/',
        allowed: NOBODY,
        run: update('team/intern', { photoPath: 'workspaces/wsA/media/spring.png' }),
        reset: ['team/intern'],
      },
      delete: {
        does: 'delete a hidden team profile (only through a callable)',
        allowed: NOBODY,
        run: remove('team/intern'),
        reset: ['team/intern'],
      },
    },
  },
  {
    collection: 'policies',
    cells: {
      get: {
        does: 'read the published privacy policy',
        allowed: EVERYONE,
        run: get('policies/privacy'),
      },
      list: {
        does: 'list the published policies',
        allowed: EVERYONE,
        run: (db) => db.collection('policies').get(),
      },
      create: {
        does: 'publish a policy directly',
        allowed: NOBODY,
        run: createAt('policies/cookies', () => ({ version: 1, content: { en: '# Cookies' } })),
        reset: ['policies/cookies'],
      },
      'update allowed fields': {
        does: 'change the published privacy policy directly',
        allowed: NOBODY,
        run: update('policies/privacy', { version: 4, 'content.en': '# Changed' }),
        reset: ['policies/privacy'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to a policy',
        allowed: NOBODY,
        run: update('policies/privacy', { injected: true }),
        reset: ['policies/privacy'],
      },
      delete: {
        does: 'delete the privacy policy',
        allowed: NOBODY,
        run: remove('policies/privacy'),
        reset: ['policies/privacy'],
      },
    },
  },
  {
    collection: 'policies/{kind}/versions',
    cells: {
      get: {
        does: 'read a policy version from the history',
        allowed: ['superAdmin'],
        run: get('policies/privacy/versions/3'),
      },
      list: {
        does: 'list the history of the privacy policy',
        allowed: ['superAdmin'],
        run: (db) => db.collection('policies/privacy/versions').get(),
      },
      create: {
        does: 'add a policy version directly',
        allowed: NOBODY,
        run: createAt('policies/privacy/versions/4', () => ({ version: 4, content: { en: '#' } })),
        reset: ['policies/privacy/versions/4'],
      },
      'update allowed fields': {
        does: 'rewrite a policy version',
        allowed: NOBODY,
        run: update('policies/privacy/versions/3', { 'content.en': '# Rewritten' }),
        reset: ['policies/privacy/versions/3'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to a policy version',
        allowed: NOBODY,
        run: update('policies/privacy/versions/3', { injected: true }),
        reset: ['policies/privacy/versions/3'],
      },
      delete: {
        does: 'delete a policy version',
        allowed: NOBODY,
        run: remove('policies/privacy/versions/3'),
        reset: ['policies/privacy/versions/3'],
      },
    },
  },
  {
    collection: 'settings',
    cells: {
      get: { does: 'read the public app settings', allowed: EVERYONE, run: get('settings/app') },
      list: {
        does: 'list every settings document',
        allowed: ['superAdmin'],
        run: (db) => db.collection('settings').get(),
      },
      create: {
        does: 'create a settings document directly',
        allowed: NOBODY,
        run: createAt('settings/fresh', () => ({ maintenance: true })),
        reset: ['settings/fresh'],
      },
      'update allowed fields': {
        does: 'switch on maintenance mode directly',
        allowed: NOBODY,
        run: update('settings/app', { maintenance: true }),
        reset: ['settings/app'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to the app settings',
        allowed: NOBODY,
        run: update('settings/app', { injected: true }),
        reset: ['settings/app'],
      },
      delete: {
        does: 'delete the app settings',
        allowed: NOBODY,
        run: remove('settings/app'),
        reset: ['settings/app'],
      },
    },
  },
  {
    collection: 'settings (private)',
    cells: {
      get: {
        does: 'read the billing settings',
        allowed: ['superAdmin'],
        run: get('settings/billing'),
      },
      list: {
        does: 'list the settings other than app',
        allowed: ['superAdmin'],
        run: (db) => db.collection('settings').where('provider', '==', 'none').get(),
      },
      create: {
        does: 'create private settings directly',
        allowed: NOBODY,
        run: createAt('settings/secret', () => ({ provider: 'stripe' })),
        reset: ['settings/secret'],
      },
      'update allowed fields': {
        does: 'change the billing provider directly',
        allowed: NOBODY,
        run: update('settings/billing', { provider: 'stripe' }),
        reset: ['settings/billing'],
      },
      'update forbidden fields': {
        does: 'add an unknown field to the billing settings',
        allowed: NOBODY,
        run: update('settings/billing', { injected: true }),
        reset: ['settings/billing'],
      },
      delete: {
        does: 'delete the billing settings',
        allowed: NOBODY,
        run: remove('settings/billing'),
        reset: ['settings/billing'],
      },
    },
  },
  {
    collection: 'serviceRequests',
    cells: {
      get: {
        does: 'read a service request of client workspace C',
        allowed: WS_C_READERS,
        run: get('serviceRequests/req1'),
      },
      list: {
        does: 'list the service requests of client workspace C',
        allowed: WS_C_READERS,
        run: (db) => db.collection('serviceRequests').where('workspaceId', '==', 'wsC').get(),
      },
      create: {
        does: 'request a service for client workspace C',
        allowed: ['approver'],
        run: createAt('serviceRequests/fresh', (who) => ({
          workspaceId: 'wsC',
          requesterUid: who.uid,
          serviceId: 'audit',
          title: 'Audit TikTok too',
          details: 'Same as before.',
          status: 'new',
        })),
        reset: ['serviceRequests/fresh'],
      },
      'update allowed fields': {
        does: 'reword a new service request',
        allowed: ['approver'],
        run: update('serviceRequests/req1', { title: 'Audit Instagram and Facebook' }),
        reset: ['serviceRequests/req1'],
      },
      'update forbidden fields': {
        does: 'move a service request to another requester',
        allowed: NOBODY,
        run: update('serviceRequests/req1', { requesterUid: 'bob' }),
        reset: ['serviceRequests/req1'],
      },
      delete: {
        does: 'delete a service request',
        allowed: NOBODY,
        run: remove('serviceRequests/req1'),
        reset: ['serviceRequests/req1'],
      },
    },
  },
  {
    collection: 'serviceRequests (staff workflow)',
    cells: {
      get: {
        does: 'read a new service request',
        allowed: WS_C_READERS,
        run: get('serviceRequests/req1'),
      },
      list: {
        does: 'list every service request',
        allowed: CONNECT_ADMINS,
        run: (db) => db.collection('serviceRequests').get(),
      },
      create: {
        does: "file a service request in another person's name",
        allowed: NOBODY,
        run: createAt('serviceRequests/fresh-foreign', () => ({
          workspaceId: 'wsC',
          requesterUid: 'alice',
          serviceId: 'audit',
          title: 'Audit',
          status: 'new',
        })),
        reset: ['serviceRequests/fresh-foreign'],
      },
      'update allowed fields': {
        does: 'start work on a service request and set its due date',
        allowed: CONNECT_ADMINS,
        run: (db, who) =>
          db.doc('serviceRequests/req1').update({
            status: 'in_progress',
            assigneeUid: who.uid,
            dueAt: serverTime(),
            updatedAt: serverTime(),
          }),
        reset: ['serviceRequests/req1'],
      },
      'update forbidden fields': {
        does: 'set an unknown status on a service request',
        allowed: NOBODY,
        run: update('serviceRequests/req1', { status: 'paid' }),
        reset: ['serviceRequests/req1'],
      },
      delete: {
        does: 'delete a new service request',
        allowed: NOBODY,
        run: remove('serviceRequests/req1'),
        reset: ['serviceRequests/req1'],
      },
    },
  },
  {
    collection: 'serviceRequests/{id}/messages',
    cells: {
      get: {
        does: 'read a message on a service request of workspace C',
        allowed: WS_C_READERS,
        run: get('serviceRequests/req1/messages/m1'),
      },
      list: {
        does: 'list the messages of a service request of workspace C',
        allowed: WS_C_READERS,
        run: (db) => db.collection('serviceRequests/req1/messages').get(),
      },
      create: {
        does: 'reply on a service request of workspace C',
        allowed: WS_C_READERS,
        run: createAt('serviceRequests/req1/messages/fresh', (who) => ({
          authorUid: who.uid,
          text: 'On it',
        })),
        reset: ['serviceRequests/req1/messages/fresh'],
      },
      'update allowed fields': {
        does: 'edit a message on a service request',
        allowed: NOBODY,
        run: update('serviceRequests/req1/messages/m1', { text: 'Changed' }),
        reset: ['serviceRequests/req1/messages/m1'],
      },
      'update forbidden fields': {
        does: 'reassign a message to another author',
        allowed: NOBODY,
        run: update('serviceRequests/req1/messages/m1', { authorUid: 'cora' }),
        reset: ['serviceRequests/req1/messages/m1'],
      },
      delete: {
        does: 'delete a message on a service request',
        allowed: NOBODY,
        run: remove('serviceRequests/req1/messages/m1'),
        reset: ['serviceRequests/req1/messages/m1'],
      },
    },
  },
  {
    collection: 'onboarding',
    cells: {
      get: {
        does: "read carol's onboarding",
        allowed: ['approver', ...CONNECT_ADMINS],
        run: get('onboarding/carol'),
      },
      list: {
        does: 'list every onboarding',
        allowed: CONNECT_ADMINS,
        run: (db) => db.collection('onboarding').get(),
      },
      create: {
        does: 'invite a client directly',
        allowed: NOBODY,
        run: createAt('onboarding/fresh', () => ({
          invitedEmail: 'new@example.com',
          workspaceId: 'wsC',
          status: 'invited',
          steps: {},
        })),
        reset: ['onboarding/fresh'],
      },
      'update allowed fields': {
        does: 'fill in the profile step of the onboarding',
        allowed: ['approver'],
        run: update('onboarding/carol', {
          'steps.profile': { done: true, data: { company: 'Carol Cosmetics' } },
          status: 'in_progress',
        }),
        reset: ['onboarding/carol'],
      },
      'update forbidden fields': {
        does: 'approve the onboarding',
        allowed: NOBODY,
        run: update('onboarding/carol', { status: 'approved', reviewer: 'cora' }),
        reset: ['onboarding/carol'],
      },
      delete: {
        does: 'delete the onboarding',
        allowed: NOBODY,
        run: remove('onboarding/carol'),
        reset: ['onboarding/carol'],
      },
    },
  },
  {
    collection: 'invitations',
    cells: {
      get: {
        does: "read the invitation into alice's workspace",
        allowed: ['user', ...SMM_ADMINS],
        run: get('invitations/invA'),
      },
      list: {
        // Unfiltered, the result spans both products: only admins of both may ask.
        does: 'list every invitation',
        allowed: ['superAdmin', 'saasAdmin', 'legacyAdmin'],
        run: (db) => db.collection('invitations').get(),
      },
      create: {
        does: 'create an invitation directly',
        allowed: NOBODY,
        run: createAt('invitations/fresh', (who) => ({
          kind: 'member',
          email: `${who.uid}@example.com`,
          emailLower: `${who.uid}@example.com`,
          product: 'smm',
          workspaceId: 'wsA',
          memberRole: 'owner',
          status: 'pending',
          tokenHash: 'c'.repeat(64),
        })),
        reset: ['invitations/fresh'],
      },
      'update allowed fields': {
        does: 'revoke the invitation directly',
        allowed: NOBODY,
        run: update('invitations/invA', { status: 'revoked' }),
        reset: ['invitations/invA'],
      },
      'update forbidden fields': {
        does: 'accept the invitation directly',
        allowed: NOBODY,
        run: update('invitations/invA', { status: 'accepted', acceptedBy: 'bob' }),
        reset: ['invitations/invA'],
      },
      delete: {
        does: 'delete the invitation',
        allowed: NOBODY,
        run: remove('invitations/invA'),
        reset: ['invitations/invA'],
      },
    },
  },
  serverOnly('outbox', 'outbox/o1', { event: 'invitation' }),
  serverOnly('contactMessages', 'contactMessages/c1', { message: 'Hi' }),
  serverOnly('auditLog', 'auditLog/a1', { action: 'forged' }),
  serverOnly('rateLimits', 'rateLimits/ip-127', { count: 0 }),
  serverOnly('apiKeys', 'apiKeys/k1', { hash: 'sha256:mine' }),
  // Client review: a review link's token hash is the functions' alone.
  serverOnly('reviewLinks', 'reviewLinks/r1', { workspaceId: 'wsA', revokedAt: null }),
  // Client reports: share links' token hashes and schedules' recipients are the functions' alone.
  serverOnly('reportLinks', 'reportLinks/r1', { workspaceId: 'wsA', revokedAt: null }),
  serverOnly('reportSchedules', 'reportSchedules/s1', { workspaceId: 'wsA', recipients: [] }),
  serverOnly('events', 'events/e1', { level: 'info', message: 'forged' }),
  // Growth tools (issue 40): members read the link settings and clicks; the short links, their
  // visitors' daily hashes and the day's salt are the functions' alone.
  workspaceReadable('workspaces/{wid}/growth', 'workspaces/wsA/growth/links', { shortLinks: true }),
  workspaceReadable('workspaces/{wid}/linkClicks', 'workspaces/wsA/linkClicks/postA', {
    clicks: 9,
  }),
  serverOnly('shortLinks', 'shortLinks/abc123', { url: 'https://evil.example/' }),
  serverOnly('shortLinks/{code}/visitors', 'shortLinks/abc123/visitors/v1', { day: 'x' }),
  serverOnly('linkSalts', 'linkSalts/2026-11-29', { salt: 'known' }),
  workspaceReadable('workspaces/{wid}/feeds', 'workspaces/wsA/feeds/feedA', { paused: false }),
  serverOnly('workspaces/{wid}/feeds/{feedId}/items', 'workspaces/wsA/feeds/feedA/items/k1', {
    postId: 'forged',
  }),
  adminReadable('jobs', 'jobs/publishDuePosts', { lastRunAt: serverTime(), error: null }),
];
