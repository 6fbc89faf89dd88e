// The audit log: one entry per admin action, written in the same transaction as the action
// so that an action without its entry (or an entry without its action) cannot exist.

import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';

export interface AuditEntry {
  action: string;
  actorUid: string;
  product?: string | null;
  /** The document the action changed, as a path such as users/abc. */
  target: string;
  details?: Record<string, unknown>;
}

export function recordAudit(db: Firestore, tx: Transaction, entry: AuditEntry): void {
  tx.create(db.collection('auditLog').doc(), {
    action: entry.action,
    actorUid: entry.actorUid,
    product: entry.product ?? null,
    target: entry.target,
    details: entry.details ?? {},
    at: FieldValue.serverTimestamp(),
  });
}
