import { describe, expect, it } from 'vitest';
import { policyDiff } from './policy-diff';

describe('policyDiff', () => {
  it('marks the lines a new version removed and added, and keeps the others', () => {
    const diff = policyDiff(
      '# Terms\n\nOld rule.\nSame end.\n',
      '# Terms\n\nNew rule.\nSame end.\n',
    );
    expect(diff.lines).toEqual([
      { kind: 'same', text: '# Terms' },
      { kind: 'same', text: '' },
      { kind: 'removed', text: 'Old rule.' },
      { kind: 'added', text: 'New rule.' },
      { kind: 'same', text: 'Same end.' },
    ]);
    expect([diff.added, diff.removed]).toEqual([1, 1]);
  });

  it('reports no change for equal texts and counts a text written from nothing', () => {
    expect(policyDiff('a\nb', 'a\nb')).toMatchObject({ added: 0, removed: 0 });
    expect(policyDiff('', 'one\ntwo\n')).toMatchObject({ added: 2, removed: 0 });
  });
});
