// A post's history (workspaces/{wid}/posts/{pid}/activity): one entry per step, written in the
// transaction of the step itself, so the history never shows a step that did not happen.

import type { PostActivityType } from '@model/schemas/posts/post-activity';
import { type DocumentReference, FieldValue, type Transaction } from 'firebase-admin/firestore';

export interface ActivityEntry {
  type: PostActivityType;
  actorUid: string | null;
  actorName: string;
  via?: 'app' | 'review_link' | 'publisher' | 'api' | 'mcp';
  details?: Record<string, unknown>;
}

export function recordActivity(
  tx: Transaction,
  postRef: DocumentReference,
  entry: ActivityEntry,
): void {
  tx.create(postRef.collection('activity').doc(), {
    type: entry.type,
    actorUid: entry.actorUid,
    actorName: entry.actorName.slice(0, 120),
    via: entry.via ?? 'app',
    details: entry.details ?? {},
    at: FieldValue.serverTimestamp(),
  });
}
