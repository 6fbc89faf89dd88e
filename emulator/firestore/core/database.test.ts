import { describe, expect, it } from 'vitest';
import { queryConstraintsForRules, queryDisjunctsForRules } from '../query/rules-query';
import {
  and,
  arr,
  bytes,
  dbl,
  errorOf,
  from,
  geo,
  int,
  makeDb,
  map,
  NULL,
  or,
  str,
  ts,
  where,
} from '../test-support';
import type { AuthorizeRequest } from './database';
import { FirestoreDatabase } from './database';
import type { FsValue } from './value';

describe('listDocuments', () => {
  it('pages through a collection in name order with a mask', () => {
    const { db, root, set } = makeDb();
    for (const id of ['c', 'a', 'b']) set(`col/${id}`, { v: 1, w: 2 });
    const first = db.listDocuments({
      parent: root,
      collectionId: 'col',
      pageSize: 2,
      mask: { fieldPaths: ['v'] },
    });
    expect(first.documents.map((d) => d.name.split('/').pop())).toEqual(['a', 'b']);
    expect(first.documents[0]?.fields).toEqual({ v: int(1) });
    const second = db.listDocuments({
      parent: root,
      collectionId: 'col',
      pageSize: 2,
      pageToken: first.nextPageToken,
    });
    expect(second.documents.map((d) => d.name.split('/').pop())).toEqual(['c']);
    expect(second.nextPageToken).toBeUndefined();
  });

  it('showMissing lists documents that only have subcollections, with only a name', () => {
    const { db, root, set } = makeDb();
    set('col/real', { v: 1 });
    set('col/ghost/sub/x', { v: 1 });
    const r = db.listDocuments({
      parent: root,
      collectionId: 'col',
      showMissing: true,
      mask: { fieldPaths: [] },
    });
    expect(r.documents).toEqual([
      expect.objectContaining({ name: `${root}/col/ghost` }),
      expect.objectContaining({ name: `${root}/col/real` }),
    ]);
    expect(r.documents[0]?.createTime).toBeUndefined();
    expect(db.listDocuments({ parent: root, collectionId: 'col' }).documents).toHaveLength(1);
  });

  it('orders by a field when asked', () => {
    const { db, root, set } = makeDb();
    set('col/a', { v: 2 });
    set('col/b', { v: 1 });
    const r = db.listDocuments({ parent: root, collectionId: 'col', orderBy: 'v desc' });
    expect(r.documents.map((d) => d.name.split('/').pop())).toEqual(['a', 'b']);
    expect(
      errorOf(() => db.listDocuments({ parent: root, collectionId: 'col', orderBy: 'v sideways' }))
        .status,
    ).toBe('INVALID_ARGUMENT');
  });
});

describe('listCollectionIds', () => {
  it('lists collections under the root or a document, skipping emptied ones', () => {
    const { db, root, set, del, name } = makeDb();
    set('b/1', {});
    set('a/1', {});
    set('a/1/x/1', {});
    set('a/1/y/1/z/1', {});
    set('gone/1', {});
    del('gone/1');
    expect(db.listCollectionIds({ parent: root }).collectionIds).toEqual(['a', 'b']);
    expect(db.listCollectionIds({ parent: name('a/1') }).collectionIds).toEqual(['x', 'y']);
    const page = db.listCollectionIds({ parent: root, pageSize: 1 });
    expect(page.collectionIds).toEqual(['a']);
    expect(
      db.listCollectionIds({ parent: root, pageSize: 1, pageToken: page.nextPageToken })
        .collectionIds,
    ).toEqual(['b']);
  });
});

describe('exportData / importData', () => {
  it('round-trips every value type exactly, with create and update times', () => {
    const { db, name, set, clock } = makeDb();
    const fields: Record<string, FsValue> = {
      n: NULL,
      i: int('-9223372036854775808'),
      d: dbl(0.1),
      nan: dbl(Number.NaN),
      inf: dbl(Number.NEGATIVE_INFINITY),
      t: ts('2024-02-29T12:34:56.789012Z'),
      s: str('ünïcødé 😀'),
      b: bytes([0, 255, 7]),
      r: { referenceValue: name('x/y') },
      g: geo(12.5, -45),
      a: arr(int(1), map({ k: str('v') })),
      m: map({ deep: map({ deeper: arr() }) }),
    };
    db.commit({ writes: [{ update: { name: name('c/all'), fields } }] });
    clock.advance(3);
    set('c/all/sub/child', { v: 1 });
    const exported = JSON.parse(JSON.stringify(db.exportData()));
    const copy = new FirestoreDatabase({ projectId: 'demo-test' });
    copy.importData(exported);
    expect(copy.exportData()).toEqual(db.exportData());
    const original = db.batchGet({ documents: [name('c/all')] }).results[0];
    const imported = copy.batchGet({ documents: [name('c/all')] }).results[0];
    expect(imported).toEqual(original);
  });

  it('moves references into the importing project', () => {
    const a = new FirestoreDatabase({ projectId: 'demo-a' });
    a.commit({
      writes: [
        {
          update: {
            name: `${a.documentsRoot}/c/d`,
            fields: { r: { referenceValue: `${a.documentsRoot}/c/e` } },
          },
        },
      ],
    });
    const b = new FirestoreDatabase({ projectId: 'demo-b' });
    b.importData(JSON.parse(JSON.stringify(a.exportData())));
    const r = b.batchGet({ documents: [`${b.documentsRoot}/c/d`] }).results[0];
    expect(r && 'found' in r ? r.found.fields?.r : null).toEqual({
      referenceValue: `${b.documentsRoot}/c/e`,
    });
  });

  it('rejects malformed imports without touching the data', () => {
    const { db, set, get } = makeDb();
    set('c/keep', { v: 1 });
    for (const bad of [
      null,
      {},
      { version: 2, documents: [] },
      { version: 1, documents: [{ path: 'odd' }] },
      {
        version: 1,
        documents: [{ path: 'c/x', fields: { a: { what: 1 } }, createTime: 'x', updateTime: 'x' }],
      },
    ]) {
      expect(errorOf(() => db.importData(bad)).status).toBe('INVALID_ARGUMENT');
    }
    expect(get('c/keep')).not.toBeNull();
  });
});

describe('authorize hooks for reads', () => {
  it('batchGet asks once per document with the stored document or null', () => {
    const { db, name, set } = makeDb();
    set('c/a', { v: 1 });
    const seen: AuthorizeRequest[] = [];
    db.batchGet({ documents: [name('c/a'), name('c/b')] }, (r) => seen.push(r));
    expect(seen.map((r) => (r.kind === 'get' ? [r.name, r.doc?.fields ?? null] : r.kind))).toEqual([
      [name('c/a'), { v: int(1) }],
      [name('c/b'), null],
    ]);
  });

  it('runQuery asks once with the list constraints before running', () => {
    const { db, root } = makeDb();
    const seen: AuthorizeRequest[] = [];
    db.runQuery(
      {
        parent: root,
        structuredQuery: {
          from: from('posts', true),
          where: where('owner', 'EQUAL', str('u1')),
          limit: { value: 5 },
        },
      },
      (r) => seen.push(r),
    );
    expect(seen).toEqual([
      {
        kind: 'list',
        parent: root,
        collectionId: 'posts',
        allDescendants: true,
        query: {
          collectionGroup: true,
          limit: 5,
          filters: [{ field: 'owner', op: 'EQUAL', value: str('u1') }],
        },
        disjuncts: [],
      },
    ]);
  });
});

describe('queryConstraintsForRules', () => {
  it('keeps top-level AND constraints, orderBy, limit and offset', () => {
    const c = queryConstraintsForRules({
      from: from('c'),
      where: and(
        where('a', 'EQUAL', int(1)),
        or(where('b', 'EQUAL', int(1)), where('b', 'EQUAL', int(2))),
        where('c', 'IN', arr(int(1))),
      ),
      orderBy: [{ field: { fieldPath: 'a' }, direction: 'DESCENDING' }],
      limit: 10,
      offset: 2,
    });
    expect(c).toEqual({
      limit: 10,
      offset: 2,
      orderBy: [{ field: 'a', direction: 'DESCENDING' }],
      filters: [
        { field: 'a', op: 'EQUAL', value: int(1) },
        { field: 'c', op: 'IN', value: arr(int(1)) },
      ],
    });
  });

  it('splits OR queries into one constraint set per disjunct', () => {
    const sq = {
      from: from('c'),
      where: and(
        where('a', 'EQUAL', int(1)),
        or(where('b', 'EQUAL', int(1)), where('c', 'EQUAL', int(2))),
      ),
    };
    expect(queryDisjunctsForRules(sq).map((d) => d.filters.map((f) => f.field))).toEqual([
      ['a', 'b'],
      ['a', 'c'],
    ]);
    expect(queryDisjunctsForRules({ from: from('c'), where: where('a', 'EQUAL', int(1)) })).toEqual(
      [],
    );
  });
});
