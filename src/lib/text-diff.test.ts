import { describe, expect, it } from 'vitest';
import { diffWords } from './text-diff';

describe('diffWords', () => {
  it('marks the words added and removed between two versions', () => {
    expect(diffWords('Fresh bread at 7', 'Fresh sourdough bread at 8')).toEqual([
      { kind: 'same', text: 'Fresh ' },
      { kind: 'added', text: 'sourdough ' },
      { kind: 'same', text: 'bread at ' },
      { kind: 'removed', text: '7' },
      { kind: 'added', text: '8' },
    ]);
  });

  it('reads an unchanged text as one kept run, and a first version as all added', () => {
    expect(diffWords('Same text', 'Same text')).toEqual([{ kind: 'same', text: 'Same text' }]);
    expect(diffWords('', 'New post')).toEqual([{ kind: 'added', text: 'New post' }]);
    expect(diffWords('Gone', '')).toEqual([{ kind: 'removed', text: 'Gone' }]);
  });
});
