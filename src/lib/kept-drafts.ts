// What a person typed and has not saved yet, kept in this browser's localStorage per account,
// workspace and post ('new' for a post never saved), so that a session that ends, a sign-in or a
// reload never loses it. The content is the composer's to shape; this module only stores it,
// and answers "is anything kept?" to the sign-in page, which knows no account yet.

const PREFIX = 'kept-draft:';

export interface KeptDraft<Content = unknown> {
  uid: string;
  workspaceId: string;
  /** null: a new post, not saved yet. */
  postId: string | null;
  /** The version (the post's updatedAt in ms) the text was based on; null for a new post. */
  baseVersion: number | null;
  keptAt: number;
  content: Content;
}

function keyOf(uid: string, workspaceId: string, postId: string | null): string {
  return `${PREFIX}${uid}:${workspaceId}:${postId ?? 'new'}`;
}

/** localStorage, or null where the browser refuses it (private modes, storage off). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): KeptDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<KeptDraft>;
    if (
      typeof value.uid !== 'string' ||
      typeof value.workspaceId !== 'string' ||
      typeof value.keptAt !== 'number' ||
      !(value.postId === null || typeof value.postId === 'string')
    ) {
      return null;
    }
    return {
      uid: value.uid,
      workspaceId: value.workspaceId,
      postId: value.postId,
      baseVersion: typeof value.baseVersion === 'number' ? value.baseVersion : null,
      keptAt: value.keptAt,
      content: value.content,
    };
  } catch {
    return null;
  }
}

/** Keeps `draft`, replacing what was kept for the same account and post. A full storage keeps nothing. */
export function keepDraft(draft: KeptDraft): void {
  try {
    storage()?.setItem(keyOf(draft.uid, draft.workspaceId, draft.postId), JSON.stringify(draft));
  } catch {
    // Over quota: the text is still in the form; only the copy is missing.
  }
}

export function keptDraft(uid: string, workspaceId: string, postId: string | null) {
  return parse(storage()?.getItem(keyOf(uid, workspaceId, postId)) ?? null);
}

export function dropKeptDraft(uid: string, workspaceId: string, postId: string | null): void {
  storage()?.removeItem(keyOf(uid, workspaceId, postId));
}

function allKept(): KeptDraft[] {
  const store = storage();
  if (!store) return [];
  const found: KeptDraft[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const draft = parse(store.getItem(key));
    if (draft) found.push(draft);
  }
  return found;
}

/** The draft `uid` typed last, if any: where the posts page brings them back to. */
export function latestKeptDraft(uid: string): KeptDraft | null {
  return (
    allKept()
      .filter((draft) => draft.uid === uid)
      .sort((a, b) => b.keptAt - a.keptAt)[0] ?? null
  );
}

/**
 * Whether this browser keeps any unsaved draft (the sign-in page does not know whose). Keys only,
 * without reading them: the sign-in page's script stays as small as its budget asks.
 */
export function hasKeptDrafts(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(PREFIX));
  } catch {
    return false;
  }
}
