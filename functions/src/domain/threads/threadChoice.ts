// A post with thread parts names, before it gets a time or goes for approval, what its parts do
// on the chosen networks that have no threads: the composer asks, the server holds it to that,
// and the publisher does what was chosen.

import { takesThreads } from '@model/network-threads';
import { type ThreadElsewhere, threadElsewhereSchema } from '@model/schemas/posts/posts';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { precondition } from '../errors';

/** The stored choice, or null when the post made none (or a malformed one). */
export function readThreadElsewhere(raw: unknown): ThreadElsewhere | null {
  return v.is(threadElsewhereSchema, raw) ? raw : null;
}

/**
 * Refuses a post whose thread parts would meet a network without threads while it says nothing
 * of what they should do there. `channels` are the post's channel documents.
 */
export function refuseUnchosenThread(
  post: Record<string, unknown>,
  channels: readonly DocumentSnapshot[],
): void {
  if (!Array.isArray(post.thread) || post.thread.length === 0) return;
  if (readThreadElsewhere(post.threadElsewhere)) return;
  const without = channels.filter(
    (doc) => doc.exists && !takesThreads(String(doc.get('provider') ?? '')),
  );
  if (without.length === 0) return;
  const names = without.map((doc) => String(doc.get('displayName') ?? doc.id)).join(', ');
  throw precondition(
    `${names} cannot take a thread: choose whether they get the first part only or each part as a post of its own.`,
  );
}
