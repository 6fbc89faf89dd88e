// The posts page's own state beside what lives in its address (../posts-url.ts): the posts chosen
// for an action on many and the workspace they were chosen in, the zone times are shown in, the
// counters that ask the list and calendar to read again, the calendar's posts and whether the
// import dialog is open. A valtio store with module-level actions, as the composer's
// (../composer/store.ts), but one per page shown: PostsPage makes it when it mounts, so a return
// to the page starts afresh as before. The view reads snapshots and never mutates.

import { proxy, ref } from 'valtio/vanilla';
import type { Post } from '../../../firebase/posts/post-types';

/** A value the store holds as it is (valtio's ref): replaced whole, never proxied or frozen. */
type Kept<T extends object> = ReturnType<typeof ref<T>>;

export interface PostsPageState {
  /** Posts chosen in the list for an action on many (cancel, delete). */
  chosen: Kept<ReadonlySet<string>>;
  /** The workspace the choice was made in: a choice belongs to it. */
  chosenIn: string | null;
  viewerZone: string;
  /** Bumped after a change made here: the list and calendar read again. */
  reloads: number;
  /** Bumped by a live refresh (live-refresh.ts): the calendar reads again quietly. */
  refreshes: number;
  /** The posts the calendar shows, so the live refresh knows when something is due. */
  rangePosts: Kept<readonly Post[]>;
  importing: boolean;
}

export function createPostsPage(workspaceId: string | null, viewerZone: string): PostsPageState {
  return proxy<PostsPageState>({
    chosen: ref<ReadonlySet<string>>(new Set()),
    chosenIn: workspaceId,
    viewerZone,
    reloads: 0,
    refreshes: 0,
    rangePosts: ref<readonly Post[]>([]),
    importing: false,
  });
}

export function toggleChosen(page: PostsPageState, postId: string): void {
  const next = new Set(page.chosen);
  if (!next.delete(postId)) next.add(postId);
  page.chosen = ref<ReadonlySet<string>>(next);
}

export function clearChosen(page: PostsPageState): void {
  page.chosen = ref<ReadonlySet<string>>(new Set());
}

/** The workspace shown; another one than the choice was made in drops the choice. */
export function showWorkspace(page: PostsPageState, workspaceId: string | null): void {
  if (page.chosenIn === workspaceId) return;
  page.chosenIn = workspaceId;
  clearChosen(page);
}

export function setViewerZone(page: PostsPageState, zone: string): void {
  page.viewerZone = zone;
}

export function reload(page: PostsPageState): void {
  page.reloads += 1;
}

export function refreshed(page: PostsPageState): void {
  page.refreshes += 1;
}

export function showRange(page: PostsPageState, posts: readonly Post[]): void {
  page.rangePosts = ref(posts);
}

export function setImporting(page: PostsPageState, importing: boolean): void {
  page.importing = importing;
}
