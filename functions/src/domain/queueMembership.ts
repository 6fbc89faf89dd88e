// A post's place in a queue is recorded twice: on the post (`queue`) and in the queue's `taken`
// map, which placement reads instead of the queue's posts. Whatever moves a post out of its
// queue writes this in the same transaction.

import { type DocumentReference, FieldValue, type Transaction } from 'firebase-admin/firestore';

export function leaveQueue(
  tx: Transaction,
  post: { ref: DocumentReference; data: Record<string, unknown> },
): void {
  const queueId = post.data.queue;
  if (typeof queueId !== 'string') return;
  const workspace = post.ref.parent.parent as DocumentReference;
  tx.set(
    workspace.collection('queues').doc(queueId),
    { taken: { [post.ref.id]: FieldValue.delete() } },
    { merge: true },
  );
}
