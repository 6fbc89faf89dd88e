// Tells a post's author how publishing ended, with each failed network's reason. Called inside
// the publisher's finishing transaction, before it writes, so the notice and the final status
// are saved together.

import type { Product } from '@model/variant';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { networkName } from '../../providers/oauth';
import { excerpt, queueNotification } from './outbox';

export async function queuePublishOutcome(
  db: Firestore,
  tx: Transaction,
  post: DocumentReference,
  data: Record<string, unknown>,
  status: string,
  failures: { channelId: string; reason: string }[],
): Promise<void> {
  const author = typeof data.authorUid === 'string' ? data.authorUid : null;
  if (!author) return;
  const workspace = post.parent.parent;
  if (!workspace) return;
  const [workspaceSnap, ...channels] = await Promise.all([
    tx.get(workspace),
    ...failures.map((failure) => tx.get(workspace.collection('channels').doc(failure.channelId))),
  ]);
  const product: Product = workspaceSnap.get('product') === 'connect' ? 'connect' : 'smm';
  const reasons = failures
    .map((failure, index) => {
      const channel = channels[index]?.data();
      const name = channel
        ? `${String(channel.handle ?? failure.channelId)} (${networkName(String(channel.provider ?? ''))})`
        : failure.channelId;
      return `${name}: ${failure.reason}`;
    })
    .join('\n');
  queueNotification(db, tx, {
    event:
      status === 'published'
        ? 'published'
        : status === 'partially_published'
          ? 'partially_published'
          : 'publish_failed',
    audience: { uids: [author] },
    params: { subject: excerpt(data.text), reasons: reasons || undefined },
    path: `/app/posts?workspace=${encodeURIComponent(workspace.id)}&post=${encodeURIComponent(post.id)}`,
    workspaceId: workspace.id,
    product,
  });
}
