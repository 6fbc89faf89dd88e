// Posting queues and publish now: the queue document, its waiting posts, and the callables that
// fill, reorder and pause it.

import type { CallableReply } from '@model/callables';
import type { QueueSlot } from '@model/queue-slots';
import type { PostStatus } from '@model/schemas/posts/posts';
import { postDocSchema } from '@model/schemas/posts/posts-stored';
import { queueDocSchema } from '@model/schemas/queues';
import * as v from 'valibot';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';
import { decodeStored } from './stored/decode';

export interface Queue {
  slots: QueueSlot[];
  paused: boolean;
}

export interface QueuedPost {
  id: string;
  text: string;
  scheduledAt: Date;
  held: boolean;
}

/** A post that may join a queue: not yet scheduled. */
export interface QueueCandidate {
  id: string;
  text: string;
  status: PostStatus;
  channelIds: string[];
}

const QUEUE_CANDIDATE_STATUSES: PostStatus[] = ['draft', 'approved'];

// What these screens read of a queue and of a post, through their stored schemas.
const QUEUE_FIELDS = v.pick(queueDocSchema, ['slots', 'paused']);
const QUEUED_POST_FIELDS = v.pick(postDocSchema, ['text', 'scheduledAt', 'held']);
const CANDIDATE_FIELDS = v.pick(postDocSchema, ['text', 'status', 'channelIds']);

/** A queue document as the screens read it; one that does not exist yet has no slots. */
export function queueOf(path: string, data: Readonly<Record<string, unknown>> | undefined): Queue {
  const queue = decodeStored(QUEUE_FIELDS, path, data, { slots: [], paused: false });
  return { slots: queue?.slots ?? [], paused: queue?.paused ?? false };
}

export async function readQueue(workspaceId: string, queueId: string): Promise<Queue> {
  const { lite, db } = await firestoreLite();
  const snap = await lite.getDoc(lite.doc(db, 'workspaces', workspaceId, 'queues', queueId));
  return queueOf(snap.ref.path, snap.data());
}

/** A queue's waiting post, or null when its document cannot be read (reported). */
export function queuedPostOf(
  path: string,
  id: string,
  data: Readonly<Record<string, unknown>>,
): QueuedPost | null {
  const post = decodeStored(QUEUED_POST_FIELDS, path, data, {
    text: '',
    scheduledAt: null,
    held: false,
  });
  if (!post) return null;
  return {
    id,
    text: post.text,
    scheduledAt: post.scheduledAt?.toDate() ?? new Date(0),
    held: post.held === true,
  };
}

/** The queue's posts waiting to publish, soonest first. */
export async function listQueuedPosts(workspaceId: string, queueId: string): Promise<QueuedPost[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'workspaces', workspaceId, 'posts'),
      lite.where('queue', '==', queueId),
      lite.where('status', '==', 'scheduled'),
    ),
  );
  return snapshot.docs
    .flatMap((doc) => queuedPostOf(doc.ref.path, doc.id, doc.data()) ?? [])
    .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.id.localeCompare(b.id));
}

/** Drafts and approved posts, the ones "Add to queue" can take. */
export async function listQueueCandidates(workspaceId: string): Promise<QueueCandidate[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'workspaces', workspaceId, 'posts'),
      lite.where('status', 'in', QUEUE_CANDIDATE_STATUSES),
      lite.limit(100),
    ),
  );
  return snapshot.docs.flatMap((doc) => {
    const post = decodeStored(CANDIDATE_FIELDS, doc.ref.path, doc.data(), {
      text: '',
      channelIds: [],
    });
    return post ? [{ id: doc.id, ...post }] : [];
  });
}

export async function saveQueue(
  workspaceId: string,
  queueId: string,
  slots: QueueSlot[],
  paused: boolean,
): Promise<CallableReply<'setQueue'>> {
  const input = { workspaceId, queueId, slots, paused };
  return callFunction('setQueue', input);
}

export async function addToQueue(
  workspaceId: string,
  queueId: string,
  postId: string,
): Promise<CallableReply<'addToQueue'>> {
  const input = { workspaceId, queueId, postId };
  return callFunction('addToQueue', input);
}

export async function reorderQueue(
  workspaceId: string,
  queueId: string,
  postIds: string[],
): Promise<CallableReply<'reorderQueue'>> {
  const input = { workspaceId, queueId, postIds };
  return callFunction('reorderQueue', input);
}

export async function publishPostNow(
  workspaceId: string,
  postId: string,
): Promise<CallableReply<'publishPostNow'>> {
  const input = { workspaceId, postId };
  return callFunction('publishPostNow', input);
}
