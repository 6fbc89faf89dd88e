// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Post } from '../../../firebase/posts/post-types';
import { keptDraft } from '../../../lib/kept-drafts';
import {
  composer,
  editedFields,
  markSaved,
  openComposer,
  resetComposer,
  setBase,
  setText,
} from '../composer/store';
import { keepWhileTyping, restoreKept } from './kept';

const post = {
  id: 'p1',
  text: 'Stored text',
  channelIds: [],
  variants: {},
  media: [],
  status: 'draft',
  timeZone: 'Europe/Paris',
  scheduledAt: null,
  updatedAt: new Date(5000),
} as unknown as Post;

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  resetComposer();
});

describe('the composer keeping what is typed', () => {
  it('keeps unsaved text with the version it was based on, and puts it back on the next opening', async () => {
    openComposer(post, 'UTC');
    const stop = keepWhileTyping('ana', 'ws-1');
    setText('Typed, not saved');
    await settled();
    stop();
    expect(keptDraft('ana', 'ws-1', 'p1')?.baseVersion).toBe(5000);

    openComposer({ ...post, updatedAt: new Date(9000) } as Post, 'UTC');
    expect(restoreKept('ana', 'ws-1', 'p1')).toBeInstanceOf(Date);
    expect(composer.text).toBe('Typed, not saved');
    // Saving it now would be refused: it was typed over the older version.
    expect(composer.baseVersion).toBe(5000);
    expect(restoreKept('ben', 'ws-1', 'p1')).toBeNull();
  });

  it('drops the copy once the form is saved', async () => {
    openComposer(post, 'UTC');
    const stop = keepWhileTyping('ana', 'ws-1');
    setText('Typed');
    await settled();
    expect(keptDraft('ana', 'ws-1', 'p1')).not.toBeNull();
    markSaved(editedFields(composer));
    setBase(6000, 'Typed');
    await settled();
    stop();
    expect(keptDraft('ana', 'ws-1', 'p1')).toBeNull();
  });

  it('moves the copy of a new post to its id once it is first saved', async () => {
    openComposer(null, 'UTC');
    const stop = keepWhileTyping('ana', 'ws-1');
    setText('New text');
    await settled();
    expect(keptDraft('ana', 'ws-1', null)).not.toBeNull();
    composer.postId = 'p2';
    setText('New text, more');
    await settled();
    stop();
    expect(keptDraft('ana', 'ws-1', null)).toBeNull();
    expect(keptDraft('ana', 'ws-1', 'p2')?.content).toMatchObject({ text: 'New text, more' });
  });
});
