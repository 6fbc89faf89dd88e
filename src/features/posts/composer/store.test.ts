import { afterEach, describe, expect, it } from 'vitest';
import type { Post } from '../../../firebase/posts/post-types';
import {
  composer,
  editedFields,
  hasUnsavedChanges,
  markSaved,
  openComposer,
  resetComposer,
  scheduledInstant,
  setText,
  textFor,
  toggleChannel,
  toggleVariant,
} from './store';

const post: Post = {
  id: 'p1',
  authorUid: 'u1',
  text: 'Hello',
  variants: { bsky: { text: 'Hi Bluesky' } },
  media: [{ path: 'workspaces/w/media/a.png', contentType: 'image/png', alt: 'A' }],
  channelIds: ['bsky', 'masto'],
  timeZone: 'Europe/Paris',
  scheduledAt: new Date('2026-12-01T09:30:00Z'),
  status: 'changes_requested',
  results: {},
  approvalComment: null,
  createdAt: null,
  thread: ['Second part'],
};

afterEach(resetComposer);

describe('the composer store', () => {
  it('opens a stored post as the composer shows it: its texts, media, thread and wall time', () => {
    openComposer(post, 'UTC');
    expect(composer.postId).toBe('p1');
    expect(composer.status).toBe('changes_requested');
    expect(textFor(composer, 'bsky')).toBe('Hi Bluesky');
    expect(textFor(composer, 'masto')).toBe('Hello');
    expect(composer.media.map((item) => [item.name, item.uploading])).toEqual([['a.png', false]]);
    expect(composer.thread).toEqual(['Second part']);
    // 09:30 UTC is 10:30 in Paris in December, and the zone is the post's, not the default.
    expect([composer.date, composer.time, composer.zone]).toEqual([
      '2026-12-01',
      '10:30',
      'Europe/Paris',
    ]);
    expect(scheduledInstant(composer)?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
  });

  it('opens a new post empty, in the workspace zone, with no thread key to write', () => {
    openComposer(post, 'UTC');
    openComposer(null, 'America/New_York');
    expect(composer.postId).toBeNull();
    expect(composer.text).toBe('');
    expect(composer.thread).toBeNull();
    expect(composer.zone).toBe('America/New_York');
    expect(scheduledInstant(composer)).toBeNull();
  });

  it("drops a channel's own text with the channel, and starts a new one from the common text", () => {
    openComposer(post, 'UTC');
    toggleChannel('bsky', false);
    expect(composer.channelIds).toEqual(['masto']);
    expect('bsky' in composer.variants).toBe(false);
    toggleVariant('masto', true);
    expect(composer.variants.masto).toBe('Hello');
  });
});

describe('unsaved changes', () => {
  it('has none when a post is just opened, and some once its text or channels change', () => {
    openComposer(post, 'UTC');
    expect(hasUnsavedChanges(composer)).toBe(false);
    setText('Hello again');
    expect(hasUnsavedChanges(composer)).toBe(true);
    setText('Hello');
    expect(hasUnsavedChanges(composer)).toBe(false);
    toggleChannel('bsky', false);
    expect(hasUnsavedChanges(composer)).toBe(true);
  });

  it('keeps what was typed during a save unsaved', () => {
    openComposer(null, 'UTC');
    setText('First words');
    const saving = editedFields(composer);
    setText('First words, and more');
    markSaved(saving);
    expect(hasUnsavedChanges(composer)).toBe(true);
    setText('First words');
    expect(hasUnsavedChanges(composer)).toBe(false);
  });
});
