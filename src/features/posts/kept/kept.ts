// The composer's side of kept drafts (src/lib/kept-drafts.ts): what of the form is kept as the
// person types (text, choices, uploaded media's references, the schedule as typed), and putting
// it back when the same post is opened again by the same account. Media still uploading is not
// kept: its file lives only in this page.

import { subscribe } from 'valtio/vanilla';
import type { PostMedia } from '../../../firebase/posts/post-types';
import { dropKeptDraft, keepDraft, keptDraft } from '../../../lib/kept-drafts';
import { type ComposerState, composer, hasUnsavedChanges, mediaDrafts } from '../composer/store';

/** The form's fields as kept: uploaded media by reference, and the text of the version typed over. */
export type KeptContent = Pick<
  ComposerState,
  | 'text'
  | 'thread'
  | 'threadElsewhere'
  | 'firstComment'
  | 'channelIds'
  | 'variants'
  | 'networkOptions'
  | 'date'
  | 'time'
  | 'zone'
> & {
  media: PostMedia[];
  /** The text of the version this was typed over (a later merge starts from it). */
  baseText?: string;
};

export function keptContent(state: ComposerState): KeptContent {
  return {
    baseText: state.baseText,
    text: state.text,
    thread: state.thread ? [...state.thread] : null,
    threadElsewhere: state.threadElsewhere,
    firstComment: state.firstComment,
    channelIds: [...state.channelIds],
    variants: { ...state.variants },
    networkOptions: JSON.parse(JSON.stringify(state.networkOptions)),
    media: state.media
      .filter((item) => !item.uploading && item.path)
      .map(({ path, contentType, width, height, alt }) => ({
        path,
        contentType,
        ...(width ? { width } : {}),
        ...(height ? { height } : {}),
        ...(alt ? { alt } : {}),
      })),
    date: state.date,
    time: state.time,
    zone: state.zone,
  };
}

function isKeptContent(value: unknown): value is KeptContent {
  const c = value as Partial<KeptContent> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.text === 'string' &&
    Array.isArray(c.channelIds) &&
    Array.isArray(c.media) &&
    typeof c.variants === 'object' &&
    typeof c.date === 'string' &&
    typeof c.time === 'string' &&
    typeof c.zone === 'string'
  );
}

/** Puts `content` into the form, in place of what the post holds. */
export function applyContent(content: KeptContent): void {
  Object.assign(composer, {
    text: content.text,
    thread: content.thread,
    threadElsewhere: content.threadElsewhere,
    firstComment: content.firstComment,
    channelIds: content.channelIds,
    variants: content.variants,
    networkOptions: content.networkOptions ?? {},
    media: mediaDrafts(content.media),
    date: content.date,
    time: content.time,
    zone: content.zone,
  });
}

/**
 * Puts back what `uid` kept for this post, if anything, with the version it was based on (a
 * save over a newer one is then refused, not silently written). Answers when it was kept.
 */
export function restoreKept(uid: string, workspaceId: string, postId: string | null): Date | null {
  const kept = keptDraft(uid, workspaceId, postId);
  if (!kept || !isKeptContent(kept.content)) return null;
  applyContent(kept.content);
  if (!hasUnsavedChanges(composer)) {
    dropKeptDraft(uid, workspaceId, postId);
    return null;
  }
  if (postId) {
    composer.baseVersion = kept.baseVersion;
    composer.baseText = kept.content.baseText ?? composer.baseText;
  }
  return new Date(kept.keptAt);
}

/**
 * Keeps the form as the person types, for as long as it holds something unsaved; a save (or
 * going back to what was saved) drops the copy. A post saved for the first time moves its copy
 * from 'new' to its id. Returns the unsubscribe.
 */
export function keepWhileTyping(uid: string, workspaceId: string): () => void {
  let keptAs: string | null = composer.postId;
  return subscribe(composer, () => {
    if (keptAs !== composer.postId) {
      dropKeptDraft(uid, workspaceId, keptAs);
      keptAs = composer.postId;
    }
    if (!hasUnsavedChanges(composer)) {
      dropKeptDraft(uid, workspaceId, keptAs);
      return;
    }
    keepDraft({
      uid,
      workspaceId,
      postId: keptAs,
      baseVersion: composer.baseVersion,
      keptAt: Date.now(),
      content: keptContent(composer),
    });
  });
}

/** Drops the copy of a post whose changes the person chose to discard. */
export function discardKept(uid: string, workspaceId: string, postId: string | null): void {
  dropKeptDraft(uid, workspaceId, postId);
}
