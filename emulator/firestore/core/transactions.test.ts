import { describe, expect, it } from 'vitest';
import { errorOf, fieldsOf, from, int, makeDb, where } from '../test-support';
import { MAX_VERSIONS } from './store';
import { TRANSACTION_IDLE_MILLIS } from './transactions';

describe('read-write transactions', () => {
  it('commit succeeds when nothing it read has changed', () => {
    const { db, name, set, get } = makeDb();
    set('c/a', { n: 1 });
    const { transaction } = db.beginTransaction({});
    db.batchGet({ documents: [name('c/a')], transaction });
    db.commit({
      transaction,
      writes: [{ update: { name: name('c/a'), fields: fieldsOf({ n: 2 }) } }],
    });
    expect(get('c/a')?.fields?.n).toEqual(int(2));
  });

  it('commit fails ABORTED when a document it read was changed by another commit', () => {
    const { db, name, set, get } = makeDb();
    set('c/a', { n: 1 });
    const { transaction } = db.beginTransaction({ options: { readWrite: {} } });
    db.batchGet({ documents: [name('c/a')], transaction });
    set('c/a', { n: 5 });
    const e = errorOf(() =>
      db.commit({
        transaction,
        writes: [{ update: { name: name('c/a'), fields: fieldsOf({ n: 2 }) } }],
      }),
    );
    expect(e.status).toBe('ABORTED');
    expect(e.code).toBe(10);
    expect(get('c/a')?.fields?.n).toEqual(int(5));
  });

  it('commit fails ABORTED when a document changed between two reads of it', () => {
    const { db, name, set } = makeDb();
    set('c/a', { n: 1 });
    const { transaction } = db.beginTransaction({});
    db.batchGet({ documents: [name('c/a')], transaction });
    set('c/a', { n: 2 });
    db.batchGet({ documents: [name('c/a')], transaction });
    expect(errorOf(() => db.commit({ transaction, writes: [] })).status).toBe('ABORTED');
  });

  it('commit fails ABORTED when a document read as missing was created meanwhile', () => {
    const { db, name, set } = makeDb();
    const r = db.batchGet({ documents: [name('c/new')], newTransaction: { readWrite: {} } });
    expect(r.transaction).toBeDefined();
    set('c/new', { n: 1 });
    expect(errorOf(() => db.commit({ transaction: r.transaction, writes: [] })).status).toBe(
      'ABORTED',
    );
  });

  it('commit fails ABORTED when a query it ran would now return another result (phantom)', () => {
    const { db, root, set } = makeDb();
    set('c/a', { n: 1 });
    const r = db.runQuery({
      parent: root,
      structuredQuery: { from: from('c'), where: where('n', 'EQUAL', int(1)) },
      newTransaction: {},
    });
    set('c/b', { n: 1 });
    expect(errorOf(() => db.commit({ transaction: r.transaction, writes: [] })).status).toBe(
      'ABORTED',
    );
  });

  it('a simulated SDK retry loop converges under contention', () => {
    const { db, name, set, get } = makeDb();
    set('c/counter', { n: 0 });
    const increment = (interfere: boolean) => {
      let retry: string | undefined;
      for (let attempt = 0; attempt < 5; attempt++) {
        const { transaction } = db.beginTransaction({
          options: { readWrite: retry ? { retryTransaction: retry } : {} },
        });
        const found = db.batchGet({ documents: [name('c/counter')], transaction }).results[0];
        const n =
          found && 'found' in found
            ? Number(
                (found.found.fields?.n as { integerValue: string } | undefined)?.integerValue ?? 0,
              )
            : 0;
        if (interfere && attempt === 0) set('c/counter', { n: n + 100 });
        try {
          db.commit({
            transaction,
            writes: [{ update: { name: name('c/counter'), fields: fieldsOf({ n: n + 1 }) } }],
          });
          return attempt;
        } catch (e) {
          if ((e as { status?: string }).status !== 'ABORTED') throw e;
          retry = transaction;
        }
      }
      throw new Error('did not converge');
    };
    expect(increment(true)).toBe(1);
    expect(get('c/counter')?.fields?.n).toEqual(int(101));
  });

  it('rollback ends the transaction; using it afterwards is INVALID_ARGUMENT with the service wording', () => {
    const { db } = makeDb();
    const { transaction } = db.beginTransaction({});
    db.rollback({ transaction });
    const e = errorOf(() => db.commit({ transaction, writes: [] }));
    expect(e.status).toBe('INVALID_ARGUMENT');
    expect(e.message).toBe('The referenced transaction has expired or is no longer valid.');
    expect(errorOf(() => db.rollback({ transaction: 'bm9wZQ==' })).status).toBe('INVALID_ARGUMENT');
  });

  it('expires idle transactions', () => {
    const { db, clock } = makeDb();
    const { transaction } = db.beginTransaction({});
    clock.advance(TRANSACTION_IDLE_MILLIS + 1);
    expect(errorOf(() => db.commit({ transaction, writes: [] })).message).toMatch(
      /transaction has expired/,
    );
  });
});

describe('read-only transactions', () => {
  it('read at one consistent time even after later commits', () => {
    const { db, name, set, clock } = makeDb();
    set('c/a', { n: 1 });
    clock.advance(10);
    const { transaction } = db.beginTransaction({ options: { readOnly: {} } });
    clock.advance(10);
    set('c/a', { n: 2 });
    set('c/b', { n: 2 });
    const r = db.batchGet({ documents: [name('c/a'), name('c/b')], transaction });
    expect(r.results[0] && 'found' in r.results[0] ? r.results[0].found.fields?.n : null).toEqual(
      int(1),
    );
    expect(r.results[1]).toEqual({ missing: name('c/b') });
  });

  it('keep their snapshot when later commits land in the same millisecond', () => {
    const { db, name, set, get } = makeDb();
    set('c/a', { n: 1 });
    const { transaction } = db.beginTransaction({ options: { readOnly: {} } });
    set('c/a', { n: 2 });
    const r = db.batchGet({ documents: [name('c/a')], transaction }).results[0];
    expect(r && 'found' in r ? r.found.fields?.n : null).toEqual(int(1));
    expect(get('c/a')?.fields?.n).toEqual(int(2));
  });

  it('a read time answered to a client is never reused by a later commit', () => {
    const { db, name, set } = makeDb();
    const { readTime } = db.batchGet({ documents: [name('c/a')] });
    const commit = set('c/a', { n: 1 });
    expect(commit.commitTime > readTime).toBe(true);
    const again = db.batchGet({ documents: [name('c/a')], readTime }).results[0];
    expect(again).toEqual({ missing: name('c/a') });
  });

  it('read at an explicit past readTime', () => {
    const { db, set, clock } = makeDb();
    const first = set('c/a', { n: 1 });
    clock.advance(10);
    set('c/a', { n: 2 });
    const { transaction } = db.beginTransaction({
      options: { readOnly: { readTime: first.commitTime } },
    });
    const r = db.runQuery({
      parent: db.documentsRoot,
      structuredQuery: { from: from('c') },
      transaction,
    });
    expect(r.documents[0]?.fields?.n).toEqual(int(1));
    expect(r.readTime).toBe(first.commitTime);
  });

  it('reject writes', () => {
    const { db, name } = makeDb();
    const { transaction } = db.beginTransaction({ options: { readOnly: {} } });
    const e = errorOf(() =>
      db.commit({ transaction, writes: [{ update: { name: name('c/a'), fields: {} } }] }),
    );
    expect(e.status).toBe('INVALID_ARGUMENT');
  });

  it('a read time before the history kept for a busy document is FAILED_PRECONDITION', () => {
    const { db, name, set, clock } = makeDb();
    const first = set('c/a', { n: 0 });
    for (let i = 1; i <= MAX_VERSIONS; i++) {
      clock.advance(1);
      set('c/a', { n: i });
    }
    const e = errorOf(() => db.batchGet({ documents: [name('c/a')], readTime: first.commitTime }));
    expect(e.status).toBe('FAILED_PRECONDITION');
  });

  it('reads with a readTime outside a transaction see the past too', () => {
    const { db, name, set, clock } = makeDb();
    const first = set('c/a', { n: 1 });
    clock.advance(10);
    set('c/a', { n: 2 });
    const r = db.batchGet({ documents: [name('c/a')], readTime: first.commitTime }).results[0];
    expect(r && 'found' in r ? r.found.fields?.n : null).toEqual(int(1));
    expect(
      errorOf(() => db.batchGet({ documents: [name('c/a')], readTime: '2999-01-01T00:00:00Z' }))
        .status,
    ).toBe('INVALID_ARGUMENT');
  });
});
