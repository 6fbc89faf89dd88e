import { describe, expect, it } from 'vitest';
import { arr, dbl, errorOf, fieldsOf, int, js, makeDb, map, NULL, str } from '../test-support';
import type { AuthorizeRequest } from './database';
import { FirestoreError } from './errors';
import type { FsValue } from './value';

describe('commit: updates and masks', () => {
  it('replaces the whole document when there is no update mask', () => {
    const { set, get } = makeDb();
    set('c/d', { a: 1, b: 2 });
    set('c/d', { c: 3 });
    expect(get('c/d')?.fields).toEqual(fieldsOf({ c: 3 }));
  });

  it('with a mask, sets masked fields, deletes masked fields absent from the update, and keeps the rest', () => {
    const { set, get } = makeDb();
    set('c/d', { a: 1, b: 2, n: { x: 1, y: 2 } });
    set('c/d', { a: 10, zzz: 5 }, { updateMask: { fieldPaths: ['a', 'b', 'n.x', 'new'] } });
    expect(get('c/d')?.fields).toEqual(fieldsOf({ a: 10, n: { y: 2 } }));
  });

  it('keeps createTime across updates and moves updateTime forward strictly', () => {
    const { set, get } = makeDb();
    const first = set('c/d', { a: 1 });
    const second = set('c/d', { a: 2 });
    const doc = get('c/d');
    expect(doc?.createTime).toBe(first.commitTime);
    expect(doc?.updateTime).toBe(second.commitTime);
    expect(second.commitTime > first.commitTime).toBe(true);
    expect(second.commitTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it('answers the previous update time for a write that changes nothing', () => {
    const { set } = makeDb();
    const first = set('c/d', { a: 1 });
    const again = set('c/d', { a: 1 });
    expect(again.writeResults[0]?.updateTime).toBe(first.commitTime);
    expect(again.commitTime > first.commitTime).toBe(true);
  });

  it('treats 1 and 1.0 as a change of value type', () => {
    const { db, name, set, get } = makeDb();
    set('c/d', { a: 1 });
    db.commit({ writes: [{ update: { name: name('c/d'), fields: { a: dbl(1) } } }] });
    expect(get('c/d')?.fields?.a).toEqual(dbl(1));
  });

  it('deletes documents and leaves the delete result without an update time', () => {
    const { del, set, get } = makeDb();
    set('c/d', { a: 1 });
    const r = del('c/d');
    expect(r.writeResults[0]).toEqual({});
    expect(get('c/d')).toBeNull();
    expect(del('c/never').writeResults).toHaveLength(1);
  });

  it('applies several writes to the same document in order', () => {
    const { db, name, get } = makeDb();
    db.commit({
      writes: [
        { update: { name: name('c/d'), fields: fieldsOf({ a: 1 }) } },
        {
          update: { name: name('c/d'), fields: fieldsOf({ b: 2 }) },
          updateMask: { fieldPaths: ['b'] },
        },
      ],
    });
    expect(get('c/d')?.fields).toEqual(fieldsOf({ a: 1, b: 2 }));
  });
});

describe('commit: preconditions', () => {
  it('exists=false on an existing document is ALREADY_EXISTS', () => {
    const { set, name } = makeDb();
    set('c/d', { a: 1 });
    const e = errorOf(() => set('c/d', { a: 2 }, { currentDocument: { exists: false } }));
    expect(e.status).toBe('ALREADY_EXISTS');
    expect(e.code).toBe(6);
    expect(e.message).toBe(`Document already exists: ${name('c/d')}`);
  });

  it('exists=true on a missing document is NOT_FOUND', () => {
    const { set, name } = makeDb();
    const e = errorOf(() => set('c/missing', { a: 2 }, { currentDocument: { exists: true } }));
    expect(e.status).toBe('NOT_FOUND');
    expect(e.message).toBe(`No document to update: ${name('c/missing')}`);
  });

  it('a stale updateTime is FAILED_PRECONDITION naming both versions in microseconds', () => {
    const { set, clock } = makeDb();
    const first = set('c/d', { a: 1 });
    clock.advance(5);
    set('c/d', { a: 2 });
    const e = errorOf(() =>
      set('c/d', { a: 3 }, { currentDocument: { updateTime: first.commitTime } }),
    );
    expect(e.status).toBe('FAILED_PRECONDITION');
    expect(e.message).toMatch(
      /^the stored version \(\d+\) does not match the required base version \(\d+\)$/,
    );
  });

  it('a matching updateTime lets the write through', () => {
    const { set, get } = makeDb();
    const first = set('c/d', { a: 1 });
    set('c/d', { a: 3 }, { currentDocument: { updateTime: first.commitTime } });
    expect(get('c/d')?.fields?.a).toEqual(int(3));
  });

  it('is atomic: one failing write leaves every other write of the commit unapplied', () => {
    const { db, name, get } = makeDb();
    const e = errorOf(() =>
      db.commit({
        writes: [
          { update: { name: name('c/a'), fields: fieldsOf({ a: 1 }) } },
          {
            update: { name: name('c/b'), fields: fieldsOf({ b: 1 }) },
            currentDocument: { exists: true },
          },
        ],
      }),
    );
    expect(e.status).toBe('NOT_FOUND');
    expect(get('c/a')).toBeNull();
  });
});

describe('commit: field transforms', () => {
  const transform = (t: Record<string, unknown>, start?: Record<string, FsValue>) => {
    const { db, name, get } = makeDb();
    if (start) db.commit({ writes: [{ update: { name: name('c/d'), fields: start } }] });
    const r = db.commit({
      writes: [
        { transform: { document: name('c/d'), fieldTransforms: [{ fieldPath: 'f', ...t }] } },
      ],
    });
    return {
      value: get('c/d')?.fields?.f,
      result: r.writeResults[0]?.transformResults?.[0],
      commitTime: r.commitTime,
    };
  };

  it('sets REQUEST_TIME to the commit time and returns it', () => {
    const r = transform({ setToServerValue: 'REQUEST_TIME' });
    expect(r.value).toEqual({ timestampValue: r.commitTime });
    expect(r.result).toEqual({ timestampValue: r.commitTime });
  });

  it('increments integers as integers and saturates at the int64 bounds', () => {
    expect(transform({ increment: int(2) }, { f: int(40) }).value).toEqual(int(42));
    expect(transform({ increment: int(10) }, { f: int('9223372036854775800') }).value).toEqual(
      int('9223372036854775807'),
    );
    expect(transform({ increment: int(-10) }, { f: int('-9223372036854775800') }).value).toEqual(
      int('-9223372036854775808'),
    );
  });

  it('increments to a double when either side is a double', () => {
    expect(transform({ increment: dbl(0.5) }, { f: int(1) }).value).toEqual(dbl(1.5));
    expect(transform({ increment: int(1) }, { f: dbl(1.5) }).value).toEqual(dbl(2.5));
  });

  it('increment on a missing or non-numeric field sets the operand', () => {
    expect(transform({ increment: int(3) }).value).toEqual(int(3));
    expect(transform({ increment: dbl(3) }, { f: str('x') }).value).toEqual(dbl(3));
  });

  it('maximum and minimum keep the winner type and leave equal values unchanged', () => {
    expect(transform({ maximum: dbl(5.5) }, { f: int(5) }).value).toEqual(dbl(5.5));
    expect(transform({ maximum: int(3) }, { f: dbl(3) }).value).toEqual(dbl(3));
    expect(transform({ minimum: int(3) }, { f: dbl(3.5) }).value).toEqual(int(3));
    expect(transform({ minimum: dbl(-0) }, { f: int(0) }).value).toEqual(int(0));
    expect(transform({ maximum: int(1) }).value).toEqual(int(1));
  });

  it('maximum and minimum with NaN give NaN', () => {
    const r = transform({ maximum: dbl(Number.NaN) }, { f: int(1) }).value as {
      doubleValue: number;
    };
    expect(Number.isNaN(r.doubleValue)).toBe(true);
    const m = transform({ minimum: int(1) }, { f: dbl(Number.NaN) }).value as {
      doubleValue: number;
    };
    expect(Number.isNaN(m.doubleValue)).toBe(true);
  });

  it('rejects a non-numeric increment operand', () => {
    expect(errorOf(() => transform({ increment: str('1') })).status).toBe('INVALID_ARGUMENT');
  });

  it('appendMissingElements adds only absent values (3 equals 3.0) and returns null', () => {
    const r = transform(
      { appendMissingElements: { values: [dbl(1), int(4), int(4), NULL] } },
      { f: arr(int(1), int(2)) },
    );
    expect(r.value).toEqual(arr(int(1), int(2), int(4), NULL));
    expect(r.result).toEqual(NULL);
    expect(
      transform({ appendMissingElements: { values: [int(1)] } }, { f: str('x') }).value,
    ).toEqual(arr(int(1)));
  });

  it('removeAllFromArray removes every equivalent value and empties non-arrays', () => {
    expect(
      transform(
        { removeAllFromArray: { values: [int(1), dbl(Number.NaN)] } },
        { f: arr(int(1), dbl(1), int(2), dbl(Number.NaN)) },
      ).value,
    ).toEqual(arr(int(2)));
    expect(transform({ removeAllFromArray: { values: [int(1)] } }).value).toEqual(arr());
  });

  it('applies updateTransforms after the update and reports results in order', () => {
    const { db, name, get } = makeDb();
    const r = db.commit({
      writes: [
        {
          update: { name: name('c/d'), fields: fieldsOf({ n: 1 }) },
          updateTransforms: [
            { fieldPath: 'n', increment: int(1) },
            { fieldPath: 'm.k', maximum: int(7) },
          ],
        },
      ],
    });
    expect(get('c/d')?.fields).toEqual({ n: int(2), m: map({ k: int(7) }) });
    expect(r.writeResults[0]?.transformResults).toEqual([int(2), int(7)]);
  });
});

describe('commit: validation', () => {
  it('accepts a document of exactly 1 MiB and rejects one byte more, with the service message', () => {
    // Name "c/d": (1+1)+(1+1)+16 = 20; field "s": 1+1; string: length+1; document overhead 32.
    const { set, name } = makeDb();
    const fits = 1_048_576 - 20 - 2 - 1 - 32;
    expect(() => set('c/d', { s: 'x'.repeat(fits) })).not.toThrow();
    const e = errorOf(() => set('c/d', { s: 'x'.repeat(fits + 1) }));
    expect(e.status).toBe('INVALID_ARGUMENT');
    expect(e.message).toBe(
      `Document '${name('c/d')}' cannot be written because its size (1,048,577 bytes) exceeds the maximum allowed size of 1,048,576 bytes.`,
    );
  });

  it('accepts 20 levels of nesting and rejects 21', () => {
    const { set } = makeDb();
    const nest = (levels: number): unknown => (levels === 1 ? 1 : { a: nest(levels - 1) });
    expect(() => set('c/d', { f: nest(20) })).not.toThrow();
    expect(errorOf(() => set('c/d', { f: nest(21) })).status).toBe('INVALID_ARGUMENT');
  });

  it('rejects an array directly inside an array', () => {
    const { db, name } = makeDb();
    const e = errorOf(() =>
      db.commit({ writes: [{ update: { name: name('c/d'), fields: { a: arr(arr(int(1))) } } }] }),
    );
    expect(e.status).toBe('INVALID_ARGUMENT');
    expect(e.message).toBe('Cannot convert an array value in an array value.');
    expect(() =>
      db.commit({
        writes: [{ update: { name: name('c/d'), fields: { a: arr(map({ b: arr() })) } } }],
      }),
    ).not.toThrow();
  });

  it('rejects reserved and empty field names', () => {
    const { set } = makeDb();
    expect(errorOf(() => set('c/d', { __x__: 1 })).status).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => set('c/d', { '': 1 })).status).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => set('c/d', { m: { __y__: 1 } })).status).toBe('INVALID_ARGUMENT');
    expect(() => set('c/d', { _x_: 1, 'a b': 2 })).not.toThrow();
  });

  it('rejects a "__proto__" field as reserved instead of dropping it', () => {
    const { db, name, get } = makeDb();
    const fields = JSON.parse('{"__proto__": {"integerValue": "1"}, "ok": {"integerValue": "2"}}');
    expect(
      errorOf(() => db.commit({ writes: [{ update: { name: name('c/d'), fields } }] })).status,
    ).toBe('INVALID_ARGUMENT');
    const masked = {
      update: { name: name('c/d'), fields: {} },
      updateMask: { fieldPaths: ['__proto__.x'] },
    };
    expect(errorOf(() => db.commit({ writes: [masked] })).status).toBe('INVALID_ARGUMENT');
    expect(get('c/d')).toBeNull();
    expect(({} as Record<string, unknown>).integerValue).toBeUndefined();
  });

  it('rejects bad document paths', () => {
    const { db, root } = makeDb();
    for (const bad of [
      `${root}/c`,
      `${root}/c//d`,
      `${root}/c/./d/e`,
      `${root}/c/..`,
      `${root}/c/__id__`,
      'projects/other/databases/(default)/documents/c/d',
      `${root}/c/${'x'.repeat(1501)}`,
    ]) {
      const e = errorOf(() => db.commit({ writes: [{ update: { name: bad, fields: {} } }] }));
      expect(e.status, bad).toBe('INVALID_ARGUMENT');
    }
  });

  it('rejects malformed values and writes instead of crashing', () => {
    const { db, name } = makeDb();
    const bad: unknown[] = [
      { update: { name: name('c/d'), fields: { a: { integerValue: '1.5' } } } },
      { update: { name: name('c/d'), fields: { a: { integerValue: '9223372036854775808' } } } },
      { update: { name: name('c/d'), fields: { a: { timestampValue: 'yesterday' } } } },
      { update: { name: name('c/d'), fields: { a: { stringValue: 'x', integerValue: '1' } } } },
      {
        update: {
          name: name('c/d'),
          fields: { a: { geoPointValue: { latitude: 91, longitude: 0 } } },
        },
      },
      { update: { name: name('c/d'), fields: { a: 5 } } },
      { update: { name: name('c/d') }, delete: name('c/d') },
      { update: { name: name('c/d') }, updateMask: { fieldPaths: ['a..b'] } },
      'not a write',
    ];
    for (const w of bad) {
      const e = errorOf(() => db.commit({ writes: [w as never] }));
      expect(e, JSON.stringify(w)).toBeInstanceOf(FirestoreError);
      expect(e.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('stores timestamps at microsecond precision', () => {
    const { db, name, get } = makeDb();
    db.commit({
      writes: [
        {
          update: {
            name: name('c/d'),
            fields: { t: { timestampValue: '2024-05-06T07:08:09.123456789Z' } },
          },
        },
      ],
    });
    expect(get('c/d')?.fields?.t).toEqual({ timestampValue: '2024-05-06T07:08:09.123456Z' });
  });
});

describe('commit: authorize hook', () => {
  it('is called once with before/after of every write and getAfter over the whole batch', () => {
    const { db, name, set } = makeDb();
    set('c/a', { v: 1 });
    const calls: AuthorizeRequest[] = [];
    let afterB: unknown;
    db.commit(
      {
        writes: [
          { update: { name: name('c/a'), fields: fieldsOf({ v: 2 }) } },
          { update: { name: name('c/b'), fields: fieldsOf({ v: 3 }) } },
          { delete: name('c/a') },
        ],
      },
      (req) => {
        calls.push(req);
        if (req.kind === 'write') afterB = req.getAfter(name('c/b'))?.fields;
      },
    );
    expect(calls).toHaveLength(1);
    const req = calls[0];
    if (req?.kind !== 'write') throw new Error('expected a write');
    expect(req.writes.map((w) => w.method)).toEqual(['update', 'create', 'delete']);
    expect(req.writes[0]?.before?.fields).toEqual(fieldsOf({ v: 1 }));
    expect(req.writes[0]?.after?.fields).toEqual(fieldsOf({ v: 2 }));
    expect(req.getBefore(name('c/a'))?.fields).toEqual(fieldsOf({ v: 1 }));
    expect(req.getAfter(name('c/a'))).toBeNull();
    expect(afterB).toEqual({ v: js(3) });
  });

  it('a refusal aborts the commit with nothing written', () => {
    const { db, name, get } = makeDb();
    const e = errorOf(() =>
      db.commit({ writes: [{ update: { name: name('c/a'), fields: {} } }] }, () => {
        throw new FirestoreError('PERMISSION_DENIED', 'no');
      }),
    );
    expect(e.status).toBe('PERMISSION_DENIED');
    expect(get('c/a')).toBeNull();
  });
});

describe('commit: verify writes', () => {
  it('check their precondition without writing anything', () => {
    const { db, name, set, get } = makeDb();
    const first = set('c/a', { v: 1 });
    const ok = db.commit({
      writes: [
        { verify: name('c/a'), currentDocument: { updateTime: first.commitTime } },
        { verify: name('c/none'), currentDocument: { exists: false } },
      ],
    });
    expect(ok.writeResults).toEqual([{}, {}]);
    expect(get('c/a')?.updateTime).toBe(first.commitTime);
    set('c/a', { v: 2 });
    const e = errorOf(() =>
      db.commit({
        writes: [
          { update: { name: name('c/b'), fields: {} } },
          { verify: name('c/a'), currentDocument: { updateTime: first.commitTime } },
        ],
      }),
    );
    expect(e.status).toBe('FAILED_PRECONDITION');
    expect(get('c/b')).toBeNull();
  });

  it('are not shown to the authorize hook as writes', () => {
    const { db, name } = makeDb();
    const methods: string[] = [];
    db.commit(
      {
        writes: [
          { verify: name('c/a'), currentDocument: { exists: false } },
          { delete: name('c/b') },
        ],
      },
      (r) => {
        if (r.kind === 'write') methods.push(...r.writes.map((w) => w.method));
      },
    );
    expect(methods).toEqual(['delete']);
  });
});

describe('commit times', () => {
  it('are whole milliseconds, strictly increasing even within one millisecond, and equal the rules time', () => {
    const { db, name, clock } = makeDb();
    clock.millis = Date.UTC(2024, 0, 1) + 0.7;
    const times: string[] = [];
    let ruleTime: Date | undefined;
    for (let i = 0; i < 3; i++) {
      const r = db.commit(
        {
          writes: [
            {
              update: { name: name(`c/${i}`), fields: {} },
              updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
            },
          ],
        },
        (req) => {
          if (req.kind === 'write') ruleTime = req.time;
        },
      );
      times.push(r.commitTime);
      expect(r.writeResults[0]?.transformResults?.[0]).toEqual({
        timestampValue: ruleTime?.toISOString().replace('Z', '000Z'),
      });
    }
    expect(times).toEqual([
      '2024-01-01T00:00:00.000000Z',
      '2024-01-01T00:00:00.001000Z',
      '2024-01-01T00:00:00.002000Z',
    ]);
  });
});

describe('batchWrite', () => {
  it('applies writes independently and reports a status per write', () => {
    const { db, name, get } = makeDb();
    const r = db.batchWrite({
      writes: [
        { update: { name: name('c/a'), fields: fieldsOf({ a: 1 }) } },
        { update: { name: name('c/b'), fields: {} }, currentDocument: { exists: true } },
        { update: { name: name('c/c'), fields: fieldsOf({ c: 1 }) } },
      ],
    });
    expect(r.status.map((s) => s.code)).toEqual([0, 5, 0]);
    expect(r.writeResults[0]?.updateTime).toBeDefined();
    expect(r.writeResults[1]?.updateTime).toBeUndefined();
    expect(get('c/a')).not.toBeNull();
    expect(get('c/c')).not.toBeNull();
  });
});
