import { describe, expect, it } from 'vitest';
import type { Channel } from '../../firebase/posts/post-types';
import { channelCounts, type DraftState, draftContent, draftProblems, fieldOf } from './draft';
import { m } from './messages';

const bluesky: Channel = {
  id: 'bsky',
  provider: 'bluesky',
  handle: '@a',
  displayName: 'Bluesky',
  status: 'connected',
};
const NOW = Date.UTC(2026, 10, 21, 12);

function state(over: Partial<DraftState>): DraftState {
  return {
    channelIds: ['bsky'],
    text: 'Hello',
    variants: {},
    mediaCount: 0,
    uploading: false,
    counts: [],
    instant: new Date(NOW + 3_600_000),
    ...over,
  };
}

const ids = (problems: { id: string }[]) => problems.map((p) => p.id);

describe('what both composers check before saving', () => {
  it('lets an unfinished draft be saved, but not an empty one nor while a file is uploading', () => {
    expect(draftProblems(state({ channelIds: [], text: 'An idea' }), 'draft', NOW)).toEqual([]);
    expect(draftProblems(state({ channelIds: ['c1'], text: '' }), 'draft', NOW)).toEqual([]);
    expect(ids(draftProblems(state({ channelIds: [], text: '' }), 'draft', NOW))).toEqual([
      'posts.emptyDraft',
    ]);
    expect(fieldOf(m.needChannel)).toBe('channels');
    expect(fieldOf(m.needWhen)).toBe('when');
    expect(fieldOf(m.emptyDraft)).toBe('text');
    expect(ids(draftProblems(state({ uploading: true }), 'draft', NOW))).toEqual([
      'posts.stillUploading',
    ]);
  });

  it('asks for a channel, some text or media, and a future time before scheduling', () => {
    expect(
      ids(
        draftProblems(
          state({ channelIds: [], text: ' ', instant: new Date(NOW) }),
          'schedule',
          NOW,
        ),
      ),
    ).toEqual(['posts.needChannel', 'posts.needText', 'posts.needWhen']);
    expect(draftProblems(state({ text: '', mediaCount: 1 }), 'submit', NOW)).toEqual([]);
  });

  it('names the network whose limit the text goes past, with the count and the limit', () => {
    const counts = channelCounts([bluesky], ['bsky'], () => 'x'.repeat(301));
    expect(counts[0]).toMatchObject({ count: 301, over: true });
    expect(draftProblems(state({ counts }), 'submit', NOW)).toEqual([
      expect.objectContaining({
        id: 'posts.overLimit',
        values: { channel: 'Bluesky', count: 301, max: 300 },
      }),
    ]);
  });

  it('names what a stored post holds at most, even for a draft, beside the field it is about', () => {
    const found = draftProblems(state({ text: 'a'.repeat(10_000), mediaCount: 20 }), 'draft', NOW);
    expect(found).toEqual([
      { ...m.textTooLong, values: { max: 5000, count: 10_000 } },
      { ...m.tooManyMedia, values: { max: 10, count: 20 } },
    ]);
    expect(found.map(fieldOf)).toEqual(['text', 'media']);
    expect(draftProblems(state({ text: 'a'.repeat(5000), mediaCount: 10 }), 'draft', NOW)).toEqual(
      [],
    );
  });

  it('keeps variants only for chosen channels and media without upload state, a video with its length', () => {
    expect(
      draftContent({
        text: 'Hi',
        channelIds: ['bsky'],
        variants: { bsky: 'Hi Bluesky', gone: 'dropped' },
        media: [
          { path: 'w/m/a.png', contentType: 'image/png', width: 10, height: 0, alt: '' },
          { path: 'w/m/b.mp4', contentType: 'video/mp4', seconds: 724, alt: 'A clip' },
        ],
        timeZone: 'Europe/Madrid',
        scheduledAt: null,
      }),
    ).toEqual({
      text: 'Hi',
      channelIds: ['bsky'],
      variants: { bsky: { text: 'Hi Bluesky' } },
      // A video keeps the length the browser read on upload: reopened, it is not read again.
      media: [
        { path: 'w/m/a.png', contentType: 'image/png', width: 10 },
        { path: 'w/m/b.mp4', contentType: 'video/mp4', seconds: 724, alt: 'A clip' },
      ],
      timeZone: 'Europe/Madrid',
      scheduledAt: null,
    });
  });
});
