// Posting queues and publish now: the queue document, its waiting posts, and the callables that
// fill, reorder and pause it.

import type { CallableReply } from '@model/callables';
import type { QueueSlot } from '@model/queue-slots';
import type { PostStatus } from '@model/schemas/posts/posts';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';

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

export async function readQueue(workspaceId: string, queueId: string): Promise<Queue> {
  const { lite, db } = await firestoreLite();
  const snap = await lite.getDoc(lite.doc(db, 'workspaces', workspaceId, 'queues', queueId));
  const data = snap.data() ?? {};
  const slots = Array.isArray(data.slots)
    ? (data.slots as QueueSlot[]).filter(
        (slot) => typeof slot?.day === 'number' && typeof slot?.time === 'string',
      )
    : [];
  return { slots, paused: data.paused === true };
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
    .map((doc) => {
      const data = doc.data();
      const at = data.scheduledAt as { toDate?: () => Date } | undefined;
      return {
        id: doc.id,
        text: typeof data.text === 'string' ? data.text : '',
        scheduledAt: at?.toDate ? at.toDate() : new Date(0),
        held: data.held === true,
      };
    })
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
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      text: typeof data.text === 'string' ? data.text : '',
      status: data.status as PostStatus,
      channelIds: Array.isArray(data.channelIds) ? (data.channelIds as string[]) : [],
    };
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
