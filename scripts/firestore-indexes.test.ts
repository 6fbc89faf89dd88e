// Production Firestore refuses a query that needs a composite index it does not have (the
// emulators, ours and the official one, never do), so firestore.indexes.json must hold one for
// every query shape below. The table is the list of the code's queries that need one: whoever
// adds such a query adds its row here, and this test then fails until the index exists.
// Single-field filters and orderings, and equality-only filters, need no entry: Firestore
// indexes every field on its own and merges those for equalities.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

type Order = 'ASCENDING' | 'DESCENDING';
interface IndexField {
  fieldPath: string;
  order?: Order;
  arrayConfig?: 'CONTAINS';
}
interface Index {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

interface QueryShape {
  /** The file holding the query; each field below must appear in it. */
  file: string;
  collection: string;
  group?: boolean;
  /** Fields filtered with ==, in. */
  equal?: string[];
  /** A field filtered with array-contains. */
  contains?: string;
  /** The field with an inequality or the ordering (Firestore puts it last in the index). */
  order: [string, Order];
}

const ASC: Order = 'ASCENDING';
const DESC: Order = 'DESCENDING';

/** Every combination of the post list's optional filters, in both directions. */
function postListShapes(): QueryShape[] {
  const shapes: QueryShape[] = [];
  for (const direction of [ASC, DESC]) {
    for (const status of [false, true])
      for (const author of [false, true])
        for (const channel of [false, true]) {
          if (!status && !author && !channel) continue;
          shapes.push({
            file: 'src/firebase/posts/post-queries.ts',
            collection: 'posts',
            equal: [...(status ? ['status'] : []), ...(author ? ['authorUid'] : [])],
            contains: channel ? 'channelIds' : undefined,
            order: ['scheduledAt', direction],
          });
        }
  }
  return shapes;
}

/**
 * The staff's inbox across every workspace: the product's conversations newest first, with every
 * combination of the filters it asks the server for (status, network, assignee, label).
 */
function staffInboxShapes(): QueryShape[] {
  const shapes: QueryShape[] = [];
  for (const status of [false, true])
    for (const network of [false, true])
      for (const assignee of [false, true])
        for (const label of [false, true]) {
          shapes.push({
            file: 'src/firebase/inbox/staff-conversations.ts',
            collection: 'conversations',
            group: true,
            equal: [
              'product',
              ...(status ? ['status'] : []),
              ...(network ? ['network'] : []),
              ...(assignee ? ['assigneeUid'] : []),
            ],
            contains: label ? 'labels' : undefined,
            order: ['lastAtMs', DESC],
          });
        }
  return shapes;
}

const QUERIES: QueryShape[] = [
  // The REST API's pages of posts, in creation order, by status and channel.
  ...[
    { equal: ['status'] },
    { contains: 'channelIds' },
    { equal: ['status'], contains: 'channelIds' },
  ].map(
    (filters): QueryShape => ({
      file: 'functions/src/domain/posts/apiPosts.ts',
      collection: 'posts',
      ...filters,
      order: ['createdAt', ASC],
    }),
  ),
  // The admin's invitations of a product, newest first.
  {
    file: 'src/firebase/accounts.ts',
    collection: 'invitations',
    equal: ['product'],
    order: ['createdAt', DESC],
  },
  // Scheduled jobs over every workspace.
  // The reconciler's due posts by dueAt (held and deferred ones left out by the query); the
  // sweep of upcoming posts.
  {
    file: 'functions/src/domain/publishing/lease.ts',
    collection: 'posts',
    group: true,
    equal: ['status', 'held'],
    order: ['dueAt', ASC],
  },
  {
    file: 'functions/src/domain/publishing/publishTasks.ts',
    collection: 'posts',
    group: true,
    equal: ['status'],
    order: ['scheduledAt', ASC],
  },
  // The approval clock's posts in review, oldest request first.
  {
    file: 'functions/src/domain/approvals/approvalClock.ts',
    collection: 'posts',
    group: true,
    equal: ['status'],
    order: ['approval.requestedAt', ASC],
  },
  // Recurring posts: the series with occurrences to create, and the occurrences approved since.
  {
    file: 'functions/src/domain/posts/recurringRun.ts',
    collection: 'series',
    group: true,
    equal: ['status'],
    order: ['nextAt', ASC],
  },
  {
    file: 'functions/src/domain/posts/recurringRun.ts',
    collection: 'posts',
    group: true,
    equal: ['awaitingSchedule'],
    order: ['status', ASC],
  },
  // The REST API's and MCP's pages of inbox conversations, newest first, by status and channel.
  ...[{ equal: ['status'] }, { equal: ['channelId'] }, { equal: ['channelId', 'status'] }].map(
    (filters): QueryShape => ({
      file: 'functions/src/domain/platform/apiInbox.ts',
      collection: 'conversations',
      ...filters,
      order: ['lastAtMs', DESC],
    }),
  ),
  // The inbox: snoozed conversations whose time has come.
  {
    file: 'functions/src/domain/inbox/actions.ts',
    collection: 'conversations',
    equal: ['status'],
    order: ['snoozedUntil', ASC],
  },
  ...staffInboxShapes(),
  // A queue's posts of one day, for placement.
  {
    file: 'functions/src/domain/queues/queues.ts',
    collection: 'posts',
    equal: ['queue'],
    order: ['scheduledAt', ASC],
  },
  {
    file: 'functions/src/domain/publishing/lease.ts',
    collection: 'posts',
    group: true,
    equal: ['leaseShard', 'status'],
    order: ['lease.expiresAt', ASC],
  },
  {
    file: 'functions/src/domain/metrics/metrics.ts',
    collection: 'posts',
    group: true,
    equal: ['status'],
    order: ['publishedAt', ASC],
  },
  {
    file: 'functions/src/domain/channels/channelRefresh.ts',
    collection: 'channels',
    group: true,
    equal: ['status'],
    order: ['tokenExpiresAt', ASC],
  },
  // Credential weather: channels whose sign-in lapses soon, and the posts scheduled after it.
  {
    file: 'functions/src/domain/weather/credentialWarnings.ts',
    collection: 'channels',
    group: true,
    equal: ['status'],
    order: ['credentialExpiresAt', ASC],
  },
  {
    file: 'functions/src/domain/weather/credentialWarnings.ts',
    collection: 'posts',
    equal: ['status'],
    contains: 'channelIds',
    order: ['scheduledAt', ASC],
  },
  {
    file: 'src/firebase/weather.ts',
    collection: 'posts',
    equal: ['status'],
    contains: 'channelIds',
    order: ['scheduledAt', ASC],
  },
  // A workspace's posts: the post list, the dashboard, the admin figures.
  ...postListShapes(),
  {
    file: 'src/firebase/admin/admin-figures.ts',
    collection: 'posts',
    equal: ['status'],
    order: ['updatedAt', ASC],
  },
  // Courtesy subscriptions: the admin list and the expiry job.
  {
    file: 'functions/src/domain/plans/courtesyList.ts',
    collection: 'subscriptions',
    equal: ['status'],
    order: ['courtesy.expiresAt', ASC],
  },
  {
    file: 'functions/src/domain/plans/courtesy.ts',
    collection: 'subscriptions',
    equal: ['status'],
    order: ['courtesy.expiresAt', ASC],
  },
  // Notification delivery: due deliveries, stale claims, due digests; the courtesy warning.
  {
    file: 'functions/src/domain/notifications/drain.ts',
    collection: 'mailDeliveries',
    equal: ['state'],
    order: ['nextAttemptAt', ASC],
  },
  {
    file: 'functions/src/domain/notifications/deliver.ts',
    collection: 'mailDeliveries',
    equal: ['state'],
    order: ['attemptStartedAt', ASC],
  },
  {
    file: 'functions/src/domain/notifications/digest.ts',
    collection: 'mailDeliveries',
    equal: ['state'],
    order: ['digestDueAt', ASC],
  },
  {
    file: 'functions/src/domain/notifications/courtesyWarning.ts',
    collection: 'subscriptions',
    equal: ['status'],
    order: ['courtesy.expiresAt', ASC],
  },
  // The audit log's filters, newest first.
  {
    file: 'functions/src/domain/auditLog.ts',
    collection: 'auditLog',
    equal: ['actorUid'],
    order: ['at', DESC],
  },
  {
    file: 'functions/src/domain/auditLog.ts',
    collection: 'auditLog',
    equal: ['action'],
    order: ['at', DESC],
  },
  {
    file: 'functions/src/domain/auditLog.ts',
    collection: 'auditLog',
    equal: ['actorUid', 'action'],
    order: ['at', DESC],
  },
  // Admin lists.
  {
    file: 'src/firebase/admin/admin-onboarding.ts',
    collection: 'onboarding',
    equal: ['status'],
    order: ['createdAt', DESC],
  },
  {
    file: 'src/firebase/admin/admin-service-requests.ts',
    collection: 'serviceRequests',
    equal: ['status'],
    order: ['createdAt', DESC],
  },
  {
    file: 'src/firebase/admin/admin-team.ts',
    collection: 'workspaces',
    equal: ['product'],
    order: ['name', ASC],
  },
  {
    file: 'src/firebase/admin/admin-courtesy.ts',
    collection: 'workspaces',
    equal: ['product'],
    order: ['name', ASC],
  },
  // The best-time experiment's suggestion for one channel, as the queue places a post.
  {
    file: 'functions/src/domain/bestTime/bestTimes.ts',
    collection: 'metrics',
    equal: ['channelId'],
    order: ['capturedAt', ASC],
  },
  // The users list pins the product's role field and orders by the searched field.
  ...['smm', 'connect'].flatMap((product) =>
    ['email', 'displayName'].map(
      (field): QueryShape => ({
        file: 'src/firebase/admin/admin-users-query.ts',
        collection: 'users',
        equal: [`roles.${product}`],
        order: [field, ASC],
      }),
    ),
  ),
];

const indexFile = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')) as {
  indexes: Index[];
  fieldOverrides: unknown[];
};

const keyOf = (field: IndexField) =>
  `${field.fieldPath}:${field.arrayConfig ?? field.order ?? '?'}`;

/** The index serves the shape: its scope and collection, the filters in any order, then the order. */
function serves(index: Index, shape: QueryShape): boolean {
  if (index.collectionGroup !== shape.collection) return false;
  if (index.queryScope !== (shape.group ? 'COLLECTION_GROUP' : 'COLLECTION')) return false;
  const fields = index.fields.filter((field) => field.fieldPath !== '__name__');
  const last = fields[fields.length - 1];
  if (!last || last.fieldPath !== shape.order[0] || last.order !== shape.order[1]) return false;
  const wanted = [
    ...(shape.equal ?? []).map((path) => `${path}:${ASC}`),
    ...(shape.contains ? [`${shape.contains}:CONTAINS`] : []),
  ].sort();
  const prefix = fields.slice(0, -1).map(keyOf).sort();
  return JSON.stringify(prefix) === JSON.stringify(wanted);
}

const describeShape = (shape: QueryShape) =>
  `${shape.group ? 'group ' : ''}${shape.collection} [${[...(shape.equal ?? []), ...(shape.contains ? [`${shape.contains} contains`] : [])].join(', ')}] by ${shape.order.join(' ')} (${shape.file})`;

describe('firestore.indexes.json', () => {
  it('is what firebase.json deploys', () => {
    const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
    expect(config.firestore).toMatchObject({
      rules: 'firestore.rules',
      indexes: 'firestore.indexes.json',
    });
  });

  it('is well-formed index JSON, with no index twice', () => {
    expect(Object.keys(indexFile).sort()).toEqual(['fieldOverrides', 'indexes']);
    expect(Array.isArray(indexFile.fieldOverrides)).toBe(true);
    const seen = new Set<string>();
    for (const index of indexFile.indexes) {
      expect(Object.keys(index).sort()).toEqual(['collectionGroup', 'fields', 'queryScope']);
      expect(index.collectionGroup).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
      expect(['COLLECTION', 'COLLECTION_GROUP']).toContain(index.queryScope);
      // A composite index has at least two fields; one field is a single-field index.
      expect(index.fields.length).toBeGreaterThanOrEqual(2);
      for (const field of index.fields) {
        expect(field.fieldPath).toMatch(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/);
        const modes = [field.order, field.arrayConfig].filter((mode) => mode !== undefined);
        expect(modes, JSON.stringify(field)).toHaveLength(1);
        if (field.order) expect([ASC, DESC]).toContain(field.order);
        if (field.arrayConfig) expect(field.arrayConfig).toBe('CONTAINS');
      }
      // At most one array-contains per index, as Firestore allows.
      expect(index.fields.filter((field) => field.arrayConfig).length).toBeLessThanOrEqual(1);
      const key = `${index.queryScope} ${index.collectionGroup} ${index.fields.map(keyOf).join(',')}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it("lists only queries whose fields appear in the named file's code", () => {
    for (const shape of QUERIES) {
      const source = readFileSync(join(root, shape.file), 'utf8');
      const fields = [...(shape.equal ?? []), shape.contains, shape.order[0]].filter(
        (field): field is string => field !== undefined,
      );
      for (const field of fields) {
        // Role fields are built as `roles.${product}`; the product part is the table's.
        const needle = field.startsWith('roles.') ? 'roles.' : `'${field}'`;
        expect(source.includes(needle), `${field} in ${shape.file}`).toBe(true);
      }
      expect(source.includes(shape.group ? 'collectionGroup(' : shape.collection)).toBe(true);
    }
  });

  it('has an index for every query shape of the table', () => {
    const missing = QUERIES.filter(
      (shape) => !indexFile.indexes.some((index) => serves(index, shape)),
    );
    expect(missing.map(describeShape)).toEqual([]);
  });

  it('has no index that no query of the table uses', () => {
    const unused = indexFile.indexes.filter(
      (index) => !QUERIES.some((shape) => serves(index, shape)),
    );
    expect(unused).toEqual([]);
  });

  it('notices a query shape without an index', () => {
    const shape: QueryShape = {
      file: 'src/firebase/posts/post-queries.ts',
      collection: 'posts',
      equal: ['status'],
      order: ['text', ASC],
    };
    expect(indexFile.indexes.some((index) => serves(index, shape))).toBe(false);
  });
});
