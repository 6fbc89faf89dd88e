import { describe, expect, it } from 'vitest';
import { from, int, makeDb, where } from '../test-support';
import type { ListenResponse, StructuredQuery } from '../wire/messages';

/** Compact view of a listen sequence for readable assertions. */
function describeEvent(root: string, e: ListenResponse): string {
  const short = (n: string) => n.slice(root.length + 1);
  if (e.targetChange) {
    const t = e.targetChange;
    return `${t.targetChangeType}${t.targetIds?.length ? `[${t.targetIds.join(',')}]` : '[]'}${t.resumeToken ? '+token' : ''}${t.cause ? `!${t.cause.code}` : ''}`;
  }
  if (e.documentChange?.removedTargetIds?.length)
    return `change ${short(e.documentChange.document.name)}↛${e.documentChange.removedTargetIds.join(',')}`;
  if (e.documentChange)
    return `change ${short(e.documentChange.document.name)}→${e.documentChange.targetIds?.join(',')}`;
  if (e.documentDelete) return `delete ${short(e.documentDelete.document)}`;
  if (e.documentRemove) return `remove ${short(e.documentRemove.document)}`;
  if (e.filter) return `filter ${e.filter.count}`;
  return '?';
}

function listening(sq: StructuredQuery) {
  const t = makeDb();
  const events: ListenResponse[] = [];
  const sink = (e: ListenResponse) => events.push(e);
  const take = () => events.splice(0).map((e) => describeEvent(t.root, e));
  return {
    ...t,
    events,
    sink,
    take,
    start: (targetId = 1) =>
      t.db.listen({ targetId, query: { parent: t.root, structuredQuery: sq } }, sink),
  };
}

describe('listen: query targets', () => {
  it('sends ADD, the initial documents, CURRENT with a token, then a global NO_CHANGE', () => {
    const l = listening({ from: from('c') });
    l.set('c/a', { n: 1 });
    l.start();
    expect(l.take()).toEqual(['ADD[1]', 'change c/a→1', 'CURRENT[1]+token', 'NO_CHANGE[]']);
  });

  it('sends changes, deletes and a token after each commit that affects the target', () => {
    const l = listening({ from: from('c') });
    l.start();
    l.take();
    l.set('c/a', { n: 1 });
    expect(l.take()).toEqual(['change c/a→1', 'NO_CHANGE[1]+token', 'NO_CHANGE[]']);
    l.del('c/a');
    expect(l.take()).toEqual(['delete c/a', 'NO_CHANGE[1]+token', 'NO_CHANGE[]']);
    l.set('other/x', { n: 1 });
    expect(l.take()).toEqual([]);
  });

  it('sends the new document with the target removed when it stops matching the filter', () => {
    const l = listening({ from: from('c'), where: where('n', 'EQUAL', int(1)) });
    l.set('c/a', { n: 1 });
    l.start();
    l.take();
    l.set('c/a', { n: 2 });
    expect(l.take()).toEqual(['change c/a↛1', 'NO_CHANGE[1]+token', 'NO_CHANGE[]']);
    l.set('c/a', { n: 1 });
    expect(l.take()).toEqual(['change c/a→1', 'NO_CHANGE[1]+token', 'NO_CHANGE[]']);
  });

  it('keeps the membership of a limited query: a better document pushes the last one out', () => {
    const l = listening({ from: from('c'), orderBy: [{ field: { fieldPath: 'n' } }], limit: 2 });
    l.set('c/a', { n: 1 });
    l.set('c/b', { n: 2 });
    l.set('c/c', { n: 3 });
    l.start();
    expect(l.take()).toEqual([
      'ADD[1]',
      'change c/a→1',
      'change c/b→1',
      'CURRENT[1]+token',
      'NO_CHANGE[]',
    ]);
    l.set('c/z', { n: 0 });
    expect(l.take()).toEqual(['change c/z→1', 'change c/b↛1', 'NO_CHANGE[1]+token', 'NO_CHANGE[]']);
    l.del('c/a');
    expect(l.take()).toEqual(['change c/b→1', 'delete c/a', 'NO_CHANGE[1]+token', 'NO_CHANGE[]']);
  });

  it('follows documents across a cursor bound of a query without limit', () => {
    const l = listening({
      from: from('c'),
      orderBy: [{ field: { fieldPath: 'n' } }],
      startAt: { values: [int(10)], before: true },
    });
    l.set('c/a', { n: 5 });
    l.set('c/b', { n: 15 });
    l.start();
    expect(l.take()).toEqual(['ADD[1]', 'change c/b→1', 'CURRENT[1]+token', 'NO_CHANGE[]']);
    l.db.commit({
      writes: [
        { update: { name: l.name('c/a'), fields: { n: int(20) } } },
        { update: { name: l.name('c/b'), fields: { n: int(1) } } },
        { update: { name: l.name('c/c'), fields: { m: int(1) } } },
      ],
    });
    expect(l.take()).toEqual(['change c/a→1', 'change c/b↛1', 'NO_CHANGE[1]+token', 'NO_CHANGE[]']);
  });

  it('sends one global NO_CHANGE per commit for all targets of one sink', () => {
    const l = listening({ from: from('c') });
    l.start(1);
    l.start(2);
    l.take();
    l.set('c/a', { n: 1 });
    expect(l.take()).toEqual([
      'change c/a→1',
      'NO_CHANGE[1]+token',
      'change c/a→2',
      'NO_CHANGE[2]+token',
      'NO_CHANGE[]',
    ]);
  });

  it('resuming with a token sends only what changed since then', () => {
    const l = listening({ from: from('c') });
    l.set('c/a', { n: 1 });
    l.set('c/b', { n: 1 });
    const stop = l.start();
    const token = l.events.find((e) => e.targetChange?.targetChangeType === 'CURRENT')?.targetChange
      ?.resumeToken;
    stop(false);
    l.take();
    l.clock.advance(5);
    l.set('c/b', { n: 2 });
    l.del('c/a');
    l.db.listen(
      {
        targetId: 3,
        resumeToken: token,
        query: { parent: l.root, structuredQuery: { from: from('c') } },
      },
      l.sink,
    );
    expect(l.take()).toEqual([
      'ADD[3]',
      'change c/b→3',
      'delete c/a',
      'CURRENT[3]+token',
      'NO_CHANGE[]',
    ]);
  });

  it('resuming from before the kept history sends everything plus an existence filter', () => {
    const l = listening({ from: from('c') });
    l.set('c/a', { n: 1 });
    l.db.clear();
    l.set('c/b', { n: 1 });
    l.db.listen(
      {
        targetId: 4,
        readTime: '2020-01-01T00:00:00Z',
        query: { parent: l.root, structuredQuery: { from: from('c') } },
      },
      l.sink,
    );
    expect(l.take()).toEqual([
      'ADD[4]',
      'change c/b→4',
      'CURRENT[4]+token',
      'filter 1',
      'NO_CHANGE[]',
    ]);
  });

  it('stopping a target acknowledges with REMOVE and sends nothing more', () => {
    const l = listening({ from: from('c') });
    const stop = l.start();
    l.take();
    stop();
    expect(l.take()).toEqual(['REMOVE[1]']);
    l.set('c/a', { n: 1 });
    expect(l.take()).toEqual([]);
  });

  it('a sink that throws is dropped without failing the commit', () => {
    const l = listening({ from: from('c') });
    l.start();
    let calls = 0;
    l.db.listen(
      { targetId: 9, query: { parent: l.root, structuredQuery: { from: from('c') } } },
      () => {
        calls++;
        if (calls > 4) throw new Error('stream closed');
      },
    );
    l.take();
    expect(() => l.set('c/a', { n: 1 })).not.toThrow();
    expect(l.get('c/a')).not.toBeNull();
    expect(l.take()).toEqual(['change c/a→1', 'NO_CHANGE[1]+token', 'NO_CHANGE[]']);
    l.set('c/b', { n: 1 });
    expect(calls).toBe(5);
  });

  it('an invalid query answers REMOVE with an INVALID_ARGUMENT cause', () => {
    const l = listening({ from: from('c'), limit: -1 });
    l.start();
    expect(l.take()).toEqual(['REMOVE[1]!3']);
    l.db.listen(
      {
        targetId: 2,
        resumeToken: 'bm90IGEgdG9rZW4=',
        query: { parent: l.root, structuredQuery: { from: from('c') } },
      },
      l.sink,
    );
    expect(l.take()).toEqual(['REMOVE[2]!3']);
    l.set('c/a', { n: 1 });
    expect(l.take()).toEqual([]);
  });

  it('clear() is seen as deletes', () => {
    const l = listening({ from: from('c') });
    l.set('c/a', { n: 1 });
    l.start();
    l.take();
    l.db.clear();
    expect(l.take()).toEqual(['delete c/a', 'NO_CHANGE[1]+token', 'NO_CHANGE[]']);
  });
});

describe('listen: document targets', () => {
  it('watches named documents, including ones created later', () => {
    const t = makeDb();
    const events: ListenResponse[] = [];
    t.set('c/a', { n: 1 });
    t.db.listen({ targetId: 7, documents: { documents: [t.name('c/a'), t.name('c/b')] } }, (e) =>
      events.push(e),
    );
    const take = () => events.splice(0).map((e) => describeEvent(t.root, e));
    expect(take()).toEqual(['ADD[7]', 'change c/a→7', 'CURRENT[7]+token', 'NO_CHANGE[]']);
    t.set('c/b', { n: 1 });
    t.del('c/a');
    expect(take()).toEqual([
      'change c/b→7',
      'NO_CHANGE[7]+token',
      'NO_CHANGE[]',
      'delete c/a',
      'NO_CHANGE[7]+token',
      'NO_CHANGE[]',
    ]);
  });
});
