// The team's actions on a conversation, each one transaction: assign (the assignee hears of it by
// the bell and email, through the notifications outbox), labels, done / snoozed / open again
// (resolution time kept at the first done), internal notes, marking it read, and "ask the
// client", which shows the conversation and its items to the workspace's approvers with a
// question (the rules let an approver read only what is shared).

import type {
  AddConversationNoteInput,
  AskClientInput,
  AssignConversationInput,
  LabelConversationInput,
  SetConversationStatusInput,
} from '@model/schemas/inbox';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { isAdminFor } from '../caller';
import { invalid } from '../errors';
import { runOnce } from '../idempotency';
import { actorName, excerpt, queueNotification } from '../notifications/outbox';
import { conversationPath, readConversation } from './conversation';

type Done = { conversationId: string };

export async function assignConversation(
  db: Firestore,
  caller: Caller,
  input: AssignConversationInput,
): Promise<Done> {
  return db.runTransaction(async (tx) => {
    const c = await readConversation(db, tx, caller, input, 'assign');
    const assignee = input.assigneeUid;
    if (assignee !== null) {
      // Only someone who may answer the conversation can be given it.
      const role = c.workspace.members[assignee];
      const user = await tx.get(db.collection('users').doc(assignee));
      const staff =
        user.exists &&
        isAdminFor({ uid: assignee, email: null, doc: user.data() ?? {} }, c.workspace.product);
      if (!(role === 'owner' || role === 'editor' || staff)) {
        throw invalid('Assign the conversation to someone of the team (an owner or an editor).');
      }
    }
    if (assignee === (c.data.assigneeUid ?? null)) return { conversationId: c.ref.id };
    tx.update(c.ref, { assigneeUid: assignee, updatedAt: FieldValue.serverTimestamp() });
    if (assignee !== null && assignee !== caller.uid) {
      queueNotification(db, tx, {
        event: 'inbox_assigned',
        audience: { uids: [assignee] },
        params: {
          actor: actorName(caller) ?? caller.uid,
          subject: excerpt(String(c.data.lastText ?? c.data.subject ?? '')),
        },
        path: conversationPath(c.workspace, c.ref.id),
        workspaceId: c.workspace.id,
        product: c.workspace.product,
        actorUid: caller.uid,
      });
    }
    return { conversationId: c.ref.id };
  });
}

export async function labelConversation(
  db: Firestore,
  caller: Caller,
  input: LabelConversationInput,
): Promise<Done> {
  return db.runTransaction(async (tx) => {
    const c = await readConversation(db, tx, caller, input, 'label');
    const labels = [...new Set(input.labels.map((label) => label.toLowerCase()))];
    tx.update(c.ref, { labels, updatedAt: FieldValue.serverTimestamp() });
    return { conversationId: c.ref.id };
  });
}

function millisOf(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

export async function setConversationStatus(
  db: Firestore,
  caller: Caller,
  input: SetConversationStatusInput,
  now: Date,
): Promise<Done> {
  if (input.status === 'snoozed' && !(input.snoozedUntil && input.snoozedUntil > now.getTime())) {
    throw invalid('Choose when the conversation comes back: a time in the future.');
  }
  return db.runTransaction(async (tx) => {
    const c = await readConversation(db, tx, caller, input, 'resolve');
    const firstAt = millisOf(c.data.firstAt);
    const update: Record<string, unknown> = {
      status: input.status,
      snoozedUntil:
        input.status === 'snoozed' ? Timestamp.fromMillis(input.snoozedUntil ?? 0) : null,
      resolvedAt: input.status === 'done' ? Timestamp.fromDate(now) : null,
      updatedAt: FieldValue.serverTimestamp(),
    };
    // The resolution time is the first one: reopening and closing again does not reset it.
    if (input.status === 'done' && c.data.resolutionMs == null && firstAt !== null) {
      update.resolutionMs = Math.max(0, now.getTime() - firstAt);
    }
    if (input.status === 'done') update.unread = 0;
    tx.update(c.ref, update);
    return { conversationId: c.ref.id };
  });
}

/** The conversation's snoozes that have run out come back as open (the poll tick calls it). */
export async function wakeSnoozed(db: Firestore, workspaceId: string, now: Date): Promise<number> {
  const due = await db
    .collection('workspaces')
    .doc(workspaceId)
    .collection('conversations')
    .where('status', '==', 'snoozed')
    .where('snoozedUntil', '<=', Timestamp.fromDate(now))
    .limit(200)
    .get();
  await Promise.all(
    due.docs.map((doc) =>
      doc.ref.update({
        status: 'open',
        snoozedUntil: null,
        updatedAt: FieldValue.serverTimestamp(),
      }),
    ),
  );
  return due.size;
}

export async function markConversationRead(
  db: Firestore,
  caller: Caller,
  input: { workspaceId: string; conversationId: string },
): Promise<Done> {
  return db.runTransaction(async (tx) => {
    const c = await readConversation(db, tx, caller, input, 'read');
    if (c.data.unread !== 0) tx.update(c.ref, { unread: 0 });
    return { conversationId: c.ref.id };
  });
}

export async function addConversationNote(
  db: Firestore,
  caller: Caller,
  input: AddConversationNoteInput,
  now: Date,
): Promise<{ noteId: string }> {
  const once = { operation: 'addConversationNote', owner: caller.uid, requestId: input.requestId };
  return runOnce(db, { ...once, payload: input, now }, async (tx) => {
    const c = await readConversation(db, tx, caller, input, 'note');
    const ref = c.ref.collection('notes').doc();
    tx.create(ref, {
      authorUid: caller.uid,
      authorName: (actorName(caller) ?? caller.uid).slice(0, 120),
      text: input.text,
      createdAt: FieldValue.serverTimestamp(),
    });
    return { noteId: ref.id };
  });
}

/** Items written per batch when a conversation is shown to the client or hidden again. */
const SHARE_BATCH = 400;

export async function askClient(
  db: Firestore,
  caller: Caller,
  input: AskClientInput,
): Promise<Done & { shared: boolean }> {
  const shared = input.question !== null;
  const conversationId = await db.runTransaction(async (tx) => {
    const c = await readConversation(db, tx, caller, input, 'askClient');
    const update: Record<string, unknown> = {
      shared,
      clientQuestion: input.question,
      clientQuestionBy: shared ? caller.uid : null,
      updatedAt: FieldValue.serverTimestamp(),
    };
    // The client's answer belongs to the question it answered: a new question starts afresh.
    if (input.question !== c.data.clientQuestion) update.clientAnswer = null;
    tx.update(c.ref, update);
    return c.ref.id;
  });
  // The items follow: an approver's query asks for shared items only. Ingest copies the flag to
  // what arrives later, reading it in its own transaction.
  const items = await db
    .collection('workspaces')
    .doc(input.workspaceId)
    .collection('inboxItems')
    .where('conversationId', '==', conversationId)
    .get();
  for (let i = 0; i < items.docs.length; i += SHARE_BATCH) {
    const batch = db.batch();
    for (const doc of items.docs.slice(i, i + SHARE_BATCH)) batch.update(doc.ref, { shared });
    await batch.commit();
  }
  return { conversationId, shared };
}
