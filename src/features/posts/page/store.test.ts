import { snapshot, subscribe } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../../firebase/posts/post-types';
import {
  clearChosen,
  createPostsPage,
  refreshed,
  reload,
  setImporting,
  setViewerZone,
  showRange,
  showWorkspace,
  toggleChosen,
} from './store';

describe('the posts page store', () => {
  it('starts with nothing chosen, the viewer zone given, nothing to read again', () => {
    const page = snapshot(createPostsPage('w1', 'Europe/Paris'));
    expect([...page.chosen]).toEqual([]);
    expect(page.chosenIn).toBe('w1');
    expect(page.viewerZone).toBe('Europe/Paris');
    expect([page.reloads, page.refreshes, page.importing]).toEqual([0, 0, false]);
    expect(page.rangePosts).toEqual([]);
  });

  it('chooses a post, unchooses it on a second toggle, and clears the choice', () => {
    const page = createPostsPage('w1', 'UTC');
    toggleChosen(page, 'p1');
    toggleChosen(page, 'p2');
    expect([...page.chosen]).toEqual(['p1', 'p2']);
    toggleChosen(page, 'p1');
    expect([...page.chosen]).toEqual(['p2']);
    clearChosen(page);
    expect(page.chosen.size).toBe(0);
  });

  it('gives every change of the choice a new set, so a snapshot taken before keeps its own', () => {
    const page = createPostsPage('w1', 'UTC');
    const before = snapshot(page).chosen;
    toggleChosen(page, 'p1');
    expect(snapshot(page).chosen).not.toBe(before);
    expect(before.size).toBe(0);
  });

  it('drops the choice when another workspace is shown, and keeps it for the same one', () => {
    const page = createPostsPage(null, 'UTC');
    showWorkspace(page, 'w1');
    toggleChosen(page, 'p1');
    showWorkspace(page, 'w1');
    expect([...page.chosen]).toEqual(['p1']);
    showWorkspace(page, 'w2');
    expect(page.chosenIn).toBe('w2');
    expect(page.chosen.size).toBe(0);
  });

  it('counts reloads and live refreshes apart, each telling its subscribers', async () => {
    const page = createPostsPage('w1', 'UTC');
    let told = 0;
    const stop = subscribe(page, () => {
      told += 1;
    });
    reload(page);
    reload(page);
    refreshed(page);
    await Promise.resolve();
    stop();
    expect([page.reloads, page.refreshes]).toEqual([2, 1]);
    expect(told).toBeGreaterThan(0);
  });

  it('keeps the calendar posts as given, dates included, and opens and closes the import', () => {
    const page = createPostsPage('w1', 'UTC');
    const posts = [{ id: 'p1', scheduledAt: new Date('2026-12-01T09:00:00Z') }] as Post[];
    showRange(page, posts);
    expect(snapshot(page).rangePosts).toBe(posts);
    expect(snapshot(page).rangePosts[0]?.scheduledAt).toBeInstanceOf(Date);
    setImporting(page, true);
    expect(page.importing).toBe(true);
    setImporting(page, false);
    setViewerZone(page, 'Asia/Tokyo');
    expect(snapshot(page)).toMatchObject({ importing: false, viewerZone: 'Asia/Tokyo' });
  });
});
