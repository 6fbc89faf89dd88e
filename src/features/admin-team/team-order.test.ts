import { describe, expect, it } from 'vitest';
import { moved } from './team-order';

describe('moved', () => {
  it('swaps a member with the one above or below', () => {
    expect(moved(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order alone at either end or for an unknown member', () => {
    expect(moved(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 'b', 1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 'z', 1)).toEqual(['a', 'b']);
  });
});
