import { describe, expect, it } from 'vitest';
import { FirestoreDatabase } from './core/database';
import { FirestoreError } from './core/errors';
import type { Identity } from './core/identity';
import { defaultRulesEngine, rulesAuthorizer } from './rules-gate';
import type { StructuredQuery } from './wire/messages';

const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /rooms/{room} {
      allow create: if getAfter(/databases/$(database)/documents/owners/$(room)).data.uid == request.auth.uid;
      allow list: if resource.data.owner == request.auth.uid;
    }
    match /owners/{room} {
      allow create: if request.resource.data.uid == request.auth.uid;
    }
    match /{path=**}/items/{id} {
      allow list: if request.auth != null;
    }
    match /secrets/{id} {
      allow get: if get(/databases/$(database)/documents/grants/$(request.auth.uid)).data.ok == true;
    }
  }
}
`;

const alice: Identity = { kind: 'user', auth: { uid: 'alice', token: { sub: 'alice' } } };

function setup(identity: Identity = alice) {
  const database = new FirestoreDatabase({ projectId: 'demo-gate' });
  const ruleset = defaultRulesEngine.parseRuleset(rules, 'firestore.rules');
  const authorize = rulesAuthorizer({ engine: defaultRulesEngine, ruleset, identity, database });
  const name = (path: string) => `${database.documentsRoot}/${path}`;
  const put = (
    path: string,
    fields: Record<string, { stringValue: string } | { booleanValue: boolean }>,
  ) => database.commit({ writes: [{ update: { name: name(path), fields } }] });
  const query = (structuredQuery: StructuredQuery) =>
    database.runQuery({ parent: database.documentsRoot, structuredQuery }, authorize);
  return { database, authorize, name, put, query };
}

function denial(run: () => unknown): FirestoreError {
  try {
    run();
  } catch (error) {
    if (error instanceof FirestoreError) return error;
    throw error;
  }
  throw new Error('expected a denial');
}

const ownerIs = (uid: string) => ({
  fieldFilter: { field: { fieldPath: 'owner' }, op: 'EQUAL' as const, value: { stringValue: uid } },
});
const flagIs = (field: string) => ({
  fieldFilter: { field: { fieldPath: field }, op: 'EQUAL' as const, value: { booleanValue: true } },
});

describe('rulesAuthorizer', () => {
  it('is absent for the owner credential', () => {
    const database = new FirestoreDatabase({ projectId: 'demo-gate' });
    const ruleset = defaultRulesEngine.parseRuleset(rules);
    expect(
      rulesAuthorizer({
        engine: defaultRulesEngine,
        ruleset,
        identity: { kind: 'owner' },
        database,
      }),
    ).toBeUndefined();
  });

  it('lets getAfter() see every write of the same batch', () => {
    const { database, authorize, name } = setup();
    const room = { update: { name: name('rooms/r1'), fields: {} } };
    const owner = {
      update: { name: name('owners/r1'), fields: { uid: { stringValue: 'alice' } } },
    };
    const alone = denial(() => database.commit({ writes: [room] }, authorize));
    expect(alone.status).toBe('PERMISSION_DENIED');
    expect(alone.message).toMatch(/for 'create' @ L5/);
    expect(database.batchGet({ documents: [name('rooms/r1')] }).results[0]).toHaveProperty(
      'missing',
    );
    database.commit({ writes: [room, owner] }, authorize);
    expect(database.batchGet({ documents: [name('rooms/r1')] }).results[0]).toHaveProperty('found');
  });

  it('lets get() in read rules see stored documents', () => {
    const { database, authorize, name, put } = setup();
    put('secrets/s', { text: { stringValue: 'x' } });
    const read = () => database.batchGet({ documents: [name('secrets/s')] }, authorize);
    expect(denial(read).status).toBe('PERMISSION_DENIED');
    put('grants/alice', { ok: { booleanValue: true } });
    expect(read().results[0]).toHaveProperty('found');
  });

  it('allows a list only when the query constrains what the rule checks', () => {
    const { query, put } = setup();
    put('rooms/a', { owner: { stringValue: 'alice' } });
    put('rooms/b', { owner: { stringValue: 'bob' } });
    expect(
      query({ from: [{ collectionId: 'rooms' }], where: ownerIs('alice') }).documents,
    ).toHaveLength(1);
    expect(denial(() => query({ from: [{ collectionId: 'rooms' }] })).message).toMatch(
      /for 'list'/,
    );
  });

  it('checks each disjunct of an OR query on its own', () => {
    const { query } = setup();
    const both = {
      compositeFilter: {
        op: 'OR' as const,
        filters: [
          { compositeFilter: { op: 'AND' as const, filters: [ownerIs('alice'), flagIs('a')] } },
          { compositeFilter: { op: 'AND' as const, filters: [ownerIs('alice'), flagIs('b')] } },
        ],
      },
    };
    expect(query({ from: [{ collectionId: 'rooms' }], where: both }).documents).toEqual([]);
    const leaky = {
      compositeFilter: { op: 'OR' as const, filters: [ownerIs('alice'), flagIs('b')] },
    };
    expect(denial(() => query({ from: [{ collectionId: 'rooms' }], where: leaky })).status).toBe(
      'PERMISSION_DENIED',
    );
  });

  it('matches collection group queries against recursive rules', () => {
    const { query, put } = setup();
    put('a/1/items/x', { n: { stringValue: '1' } });
    put('b/2/items/y', { n: { stringValue: '2' } });
    const all = query({ from: [{ collectionId: 'items', allDescendants: true }] });
    expect(all.documents).toHaveLength(2);
    const anonymous = setup({ kind: 'anonymous' });
    expect(
      denial(() => anonymous.query({ from: [{ collectionId: 'items', allDescendants: true }] }))
        .status,
    ).toBe('PERMISSION_DENIED');
  });
});

describe('document access budget', () => {
  const checks = Array.from(
    { length: 11 },
    (_, i) => `exists(/databases/$(database)/documents/g/${i + 1})`,
  ).join(' && ');
  const budgetRules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /gated/{id} {
      allow get: if ${checks};
    }
  }
}
`;

  it('allows 10 document reads for a single get and 20 for a batch of reads', () => {
    const database = new FirestoreDatabase({ projectId: 'demo-budget' });
    const ruleset = defaultRulesEngine.parseRuleset(budgetRules);
    const name = (path: string) => `${database.documentsRoot}/${path}`;
    database.commit({
      writes: Array.from({ length: 11 }, (_, i) => ({
        update: { name: name(`g/${i + 1}`), fields: {} },
      })),
    });
    const gate = (multiDocumentRead: boolean) =>
      rulesAuthorizer({
        engine: defaultRulesEngine,
        ruleset,
        identity: alice,
        database,
        multiDocumentRead,
      });
    const single = denial(() => database.batchGet({ documents: [name('gated/a')] }, gate(false)));
    expect(single.status).toBe('PERMISSION_DENIED');
    const batch = database.batchGet({ documents: [name('gated/a'), name('gated/b')] }, gate(true));
    expect(batch.results).toHaveLength(2);
  });
});
