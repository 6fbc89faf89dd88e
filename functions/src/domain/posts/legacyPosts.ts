// Posts saved by earlier versions, and what they lack today. A scheduled post saved before every
// scheduled post said whether it is held (`held`) and when it is due (`dueAt`) is invisible to
// the reconciler's due query (status, held == false, dueAt <= now); a first comment saved as a
// Meta network option (`networkOptions.facebook|instagram.firstComment`) belongs in the post's
// own `firstComment` now, which every network that takes comments publishes. Each patch is
// null for a post that needs nothing, so running it twice changes nothing.

import { POST_FIRST_COMMENT_MAX } from '@model/schemas/posts/posts';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

const META_NETWORKS = ['facebook', 'instagram'] as const;

function millis(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

/** `held` and `dueAt` for a scheduled post that lacks them. */
export function legacyScheduleFields(
  data: Record<string, unknown>,
): Record<string, unknown> | null {
  if (data.status !== 'scheduled') return null;
  const patch: Record<string, unknown> = {};
  if (typeof data.held !== 'boolean') patch.held = false;
  if (!(data.dueAt instanceof Timestamp)) {
    const at = millis(data.scheduledAt);
    const deferred = millis(data.deferredUntil);
    if (at !== null) patch.dueAt = Timestamp.fromMillis(Math.max(at, deferred ?? at));
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * The Meta first comment moved to the post's `firstComment` (unless the post has one already:
 * then it wins) and removed from the network options.
 */
export function legacyFirstComment(data: Record<string, unknown>): Record<string, unknown> | null {
  const options = data.networkOptions as Record<string, unknown> | null | undefined;
  if (typeof options !== 'object' || options === null) return null;
  const patch: Record<string, unknown> = {};
  let moved: string | null = null;
  for (const network of META_NETWORKS) {
    const own = options[network] as Record<string, unknown> | null | undefined;
    if (typeof own !== 'object' || own === null || !('firstComment' in own)) continue;
    patch[`networkOptions.${network}.firstComment`] = FieldValue.delete();
    const text = typeof own.firstComment === 'string' ? own.firstComment.trim() : '';
    if (moved === null && text !== '') moved = text;
  }
  if (Object.keys(patch).length === 0) return null;
  const current = typeof data.firstComment === 'string' ? data.firstComment.trim() : '';
  if (current === '' && moved !== null) patch.firstComment = moved.slice(0, POST_FIRST_COMMENT_MAX);
  return patch;
}
