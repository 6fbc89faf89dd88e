import { describe, expect, it } from 'vitest';
import { threadChoiceProblems, threadReach } from './thread-choice';

const bluesky = { provider: 'bluesky', displayName: 'Studio on Bluesky' };
const page = { provider: 'facebook', displayName: 'Studio Page' };
const counts = (...channels: (typeof bluesky)[]) => channels.map((channel) => ({ channel }));

describe('thread choice', () => {
  it('tells the networks that take a thread from those that do not', () => {
    expect(threadReach([bluesky, page])).toEqual({
      threads: ['Studio on Bluesky'],
      without: ['Studio Page'],
    });
  });

  it('asks for a choice only when parts would meet a network without threads', () => {
    expect(threadChoiceProblems(counts(bluesky, page), ['Part two'], null)).toEqual([
      expect.objectContaining({ id: 'posts.thread.choose', values: { channels: 'Studio Page' } }),
    ]);
    expect(threadChoiceProblems(counts(bluesky, page), ['Part two'], 'first_part')).toEqual([]);
    expect(threadChoiceProblems(counts(bluesky), ['Part two'], null)).toEqual([]);
    expect(threadChoiceProblems(counts(page), ['  '], null)).toEqual([]);
    expect(threadChoiceProblems(counts(page), null, null)).toEqual([]);
  });
});
