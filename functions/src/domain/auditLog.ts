// Reading the audit log, for super admins: newest first, filtered on the server and paged
// with a cursor so that a log of any length is read one page at a time.

import type {
  AuditLogEntry,
  ListAuditLogInput,
  ListAuditLogResult,
} from '@model/schemas/audit-log';
import { auditLogDocSchema } from '@model/schemas/audit-log';
import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { type Caller, requireSuperAdmin } from './caller';
import { invalid } from './errors';
import { storedField } from './stored';

async function uidsWithEmail(db: Firestore, email: string): Promise<string[]> {
  const found = await db
    .collection('users')
    .where('email', '==', email.trim().toLowerCase())
    .limit(10)
    .get();
  return found.docs.map((doc) => doc.id);
}

export async function listAuditLog(
  db: Firestore,
  caller: Caller,
  input: ListAuditLogInput,
): Promise<ListAuditLogResult & Record<string, unknown>> {
  requireSuperAdmin(caller);
  const size = input.pageSize;
  let query: Query<DocumentData> = db.collection('auditLog');
  if (input.actorEmail) {
    const uids = await uidsWithEmail(db, input.actorEmail);
    // Nobody has that email: no entry can match, and an `in` filter may not be empty.
    if (uids.length === 0) return { entries: [], next: null };
    query = query.where('actorUid', 'in', uids);
  }
  if (input.action) query = query.where('action', '==', input.action);
  if (input.from) query = query.where('at', '>=', Timestamp.fromDate(new Date(input.from)));
  if (input.to) query = query.where('at', '<', Timestamp.fromDate(new Date(input.to)));
  query = query.orderBy('at', 'desc');
  if (input.cursor) {
    const last = await db.collection('auditLog').doc(input.cursor).get();
    if (!last.exists) throw invalid('The cursor names no audit log entry.');
    query = query.startAfter(last);
  }
  // One more than a page tells whether a next page exists without counting.
  const snapshot = await query.limit(size + 1).get();
  const docs = snapshot.docs.slice(0, size);
  const actorUids = [...new Set(docs.map((doc) => String(doc.get('actorUid') ?? '')))].filter(
    Boolean,
  );
  const actors = actorUids.length
    ? await db.getAll(...actorUids.map((uid) => db.collection('users').doc(uid)))
    : [];
  const emails = new Map(
    actors.map((snap) => [
      snap.id,
      typeof snap.get('email') === 'string' ? snap.get('email') : null,
    ]),
  );
  const entries: AuditLogEntry[] = docs.map((doc) => {
    const data = doc.data();
    const field = <K extends 'action' | 'actorUid' | 'target'>(key: K) =>
      storedField(auditLogDocSchema, data, key, '');
    const actorUid = field('actorUid');
    return {
      id: doc.id,
      action: field('action'),
      actorUid,
      actorEmail: emails.get(actorUid) ?? null,
      product: storedField(auditLogDocSchema, data, 'product', null),
      target: field('target'),
      details: storedField(auditLogDocSchema, data, 'details', {}),
      at: storedField(auditLogDocSchema, data, 'at', null)?.toDate().toISOString() ?? null,
    };
  });
  const last = docs[docs.length - 1];
  return { entries, next: snapshot.docs.length > size && last ? last.id : null };
}
