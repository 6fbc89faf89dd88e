// A scheduled post written straight into the stack's Firestore, as the composer leaves it, for
// the suites that watch the publisher take it: its time, and when the reconciler's due query
// (held == false, dueAt <= now) may find it.

import { ownerWrite } from './owner-docs';

export interface DuePost {
  workspaceId: string;
  channelId: string;
  text: string;
  /** When it is scheduled for (ISO). */
  scheduledAt: string;
  /** When the publisher may take it (ISO); later than scheduledAt holds it back. */
  dueAt: string;
}

export async function writeDuePost(id: string, post: DuePost): Promise<void> {
  const fields = {
    authorUid: { stringValue: 'demo-smm-user' },
    text: { stringValue: post.text },
    variants: { mapValue: { fields: {} } },
    media: { arrayValue: { values: [] } },
    channelIds: { arrayValue: { values: [{ stringValue: post.channelId }] } },
    timeZone: { stringValue: 'Europe/Madrid' },
    scheduledAt: { timestampValue: post.scheduledAt },
    status: { stringValue: 'scheduled' },
    // As every way of scheduling writes them: the reconciler's due query asks for them.
    held: { booleanValue: false },
    dueAt: { timestampValue: post.dueAt },
    lease: { nullValue: null },
    results: { mapValue: { fields: {} } },
    createdAt: { timestampValue: post.scheduledAt },
    updatedAt: { timestampValue: post.scheduledAt },
  };
  await ownerWrite(`workspaces/${post.workspaceId}/posts/${id}`, fields);
}
