// What the composer's buttons do: upload media, save the draft, and run a workflow step after
// checking the form. They read and write the composer store; the view passes in only what
// the store does not hold (the workspace, the translator, what to do once a step succeeds).

import type { I18n } from '@lingui/core';
import { PostConflict, saveDraft, uploadPostMedia } from '../../../firebase/posts/post-writes';
import { session } from '../../../session/store';
import { errorSentence } from '../../../ui/error-text';
import { notify } from '../../../ui/notification-store';
import { type ChannelCount, type DraftMode, draftContent, draftProblems, fieldOf } from '../draft';
import { imageSize, isAcceptedMedia } from '../media-upload';
import { m } from '../messages';
import { optionProblems } from './network-options';
import {
  addMedia,
  composer,
  editedFields,
  type FieldProblems,
  markSaved,
  removeMedia,
  scheduledInstant,
  setBase,
  setBusy,
  setConflict,
  setPostId,
  setProblems,
  updateMedia,
} from './store';
import { threadChoiceProblems } from './thread-choice';
import { chosenTikTokMax, tiktokLengthProblems } from './tiktok-length';

type Translate = I18n['_'];

/** Starts uploading each accepted file; refused types and failed uploads are notified. */
export async function addFiles(
  _: Translate,
  workspaceId: string,
  files: FileList | null,
  /** Extra types the chosen networks take (a PDF when a LinkedIn channel is chosen). */
  alsoAccepted: readonly string[] = [],
): Promise<void> {
  for (const file of Array.from(files ?? [])) {
    if (!isAcceptedMedia(file.type) && !alsoAccepted.includes(file.type)) {
      notify(_(m.mediaType), 'error');
      continue;
    }
    const key = crypto.randomUUID();
    const previewUrl = URL.createObjectURL(file);
    const size = file.type.startsWith('image/') ? await imageSize(previewUrl) : null;
    addMedia({
      key,
      name: file.name,
      path: '',
      contentType: file.type,
      alt: '',
      progress: 0,
      previewUrl,
      uploading: true,
      bytes: file.size,
      ...(size ?? {}),
    });
    uploadPostMedia(workspaceId, file, (progress) => updateMedia(key, { progress })).then(
      (path) => updateMedia(key, { path, uploading: false, progress: 1 }),
      (error: unknown) => {
        notify(errorSentence(_, error), 'error');
        removeMedia(key);
      },
    );
  }
}

/** Saves the draft (when the caller may edit it) and returns the post's id. */
export async function persist(workspaceId: string, uid: string, editable: boolean) {
  if (!editable && composer.postId) return composer.postId;
  const content = draftContent({
    text: composer.text,
    channelIds: composer.channelIds,
    variants: composer.variants,
    media: composer.media,
    timeZone: composer.zone,
    scheduledAt: scheduledInstant(composer),
    ...(composer.thread ? { thread: composer.thread } : {}),
    ...(composer.threadElsewhere ? { threadElsewhere: composer.threadElsewhere } : {}),
    ...(composer.firstComment !== null ? { firstComment: composer.firstComment } : {}),
    networkOptions: composer.networkOptions,
  });
  // What is saved is what the form held when the save began; typing meanwhile stays unsaved.
  const fields = editedFields(composer);
  // The save records its text in the post's history in the same batch, so a reviewer sees what
  // changed between versions.
  // A save over a newer version than the form's is refused (PostConflict): the conflict dialog
  // then lets the person choose.
  const { id, version } = await saveDraft(
    workspaceId,
    { uid, name: session.email ?? '' },
    composer.postId,
    content,
    composer.postId ? composer.baseVersion : null,
  );
  markSaved(fields);
  setPostId(id);
  // Also what tells the kept copy (kept.ts) that the form is saved.
  setBase(version, content.text);
  return id;
}

/**
 * Runs one step: first, unless `mode` is null, checks the form for that mode and shows what is
 * wrong beside each field instead; then runs `action`, notifies its sentence and calls `done`.
 */
export async function runStep(
  _: Translate,
  mode: DraftMode | null,
  counts: readonly ChannelCount[],
  action: () => Promise<string>,
  done: () => void,
  /** Told how many problems stopped the step, once they are shown beside their fields. */
  refused?: (count: number) => void,
  /**
   * Called instead of the action while the browser is offline: nothing is sent that could not
   * arrive, and the caller runs the step again once the connection returns.
   */
  offline?: () => void,
): Promise<void> {
  if (mode !== null) {
    const found = draftProblems(
      {
        channelIds: composer.channelIds,
        text: composer.text,
        variants: composer.variants,
        mediaCount: composer.media.length,
        uploading: composer.media.some((item) => item.uploading),
        counts,
        instant: scheduledInstant(composer),
      },
      mode,
      Date.now(),
    );
    if (mode !== 'draft') {
      found.push(...optionProblems(_, counts, composer.networkOptions));
      found.push(...threadChoiceProblems(counts, composer.thread, composer.threadElsewhere));
      // The page's language is the reader's (activateLocale sets it).
      const locale = document.documentElement.lang || 'en';
      const tiktokMax = chosenTikTokMax(counts);
      found.push(...tiktokLengthProblems(locale, tiktokMax, composer.media));
      // Each network's documented media rules; the creator's own TikTok limit is checked above.
      const { mediaRuleProblems } = await import('./media/media-problems');
      found.push(
        ...mediaRuleProblems(locale, counts, composer.media, composer.text.trim().length > 0),
      );
    }
    setProblems({});
    if (found.length > 0) {
      const byField: FieldProblems = {};
      for (const problem of found) {
        const field = fieldOf(problem);
        byField[field] = [...(byField[field] ?? []), _(problem)];
      }
      setProblems(byField);
      refused?.(found.length);
      return;
    }
  }
  if (offline && typeof navigator !== 'undefined' && navigator.onLine === false) {
    offline();
    return;
  }
  setBusy(true);
  try {
    const message = await action();
    done();
    // The dialog is gone: its result takes the focus (Notifications.tsx), not <body>.
    notify(message, 'success', { focus: true });
  } catch (error) {
    if (error instanceof PostConflict) setConflict(error);
    else notify(errorSentence(_, error), 'error');
  } finally {
    setBusy(false);
  }
}
