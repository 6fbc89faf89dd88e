import type { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import type { Caller } from '../caller';
import type { DomainError } from '../errors';
import {
  addConversationNote,
  askClient,
  assignConversation,
  labelConversation,
  markConversationRead,
  setConversationStatus,
  wakeSnoozed,
} from './actions';
import { conversationIdOf } from './ids';
import { ingest } from './ingest';

const fs = suiteFirestore();
const WS = 'wsActions';
const person = (uid: string, smm = 'user'): Caller => ({
  uid,
  email: `${uid}@example.com`,
  doc: { roles: { smm }, displayName: `Person ${uid}` },
});
const editor = person('ed');
const approver = person('ap');
const event = (n: number) => ({
  network: 'mastodon' as const,
  channelId: 'ch1',
  externalId: `m${n}`,
  kind: 'comment' as const,
  threadId: 'status-1',
  authorName: 'Ana',
  authorHandle: 'ana@social.test',
  text: `Question ${n}`,
  at: Date.UTC(2026, 10, 29, 8, n),
});
const CID = conversationIdOf(event(0));
const ref = { workspaceId: WS, conversationId: CID };
const now = new Date(Date.UTC(2026, 10, 29, 10, 0));
const conversation = async () =>
  (await fs.db.doc(`workspaces/${WS}/conversations/${CID}`).get()).data() ?? {};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: DomainError) => error,
  );

beforeEach(async () => {
  await fs.clear();
  await fs.db.doc(`workspaces/${WS}`).set({
    product: 'smm',
    ownerUid: 'own',
    members: { own: 'owner', ed: 'editor', ed2: 'editor', ap: 'approver', vi: 'viewer' },
    channelIds: ['ch1'],
  });
  for (const uid of ['own', 'ed', 'ed2', 'ap', 'vi']) {
    await fs.db.doc(`users/${uid}`).set({ roles: { smm: 'user' }, email: `${uid}@example.com` });
  }
  await ingest(fs.db, WS, [event(0), event(1)]);
});

describe('assigning a conversation', () => {
  it('gives it to a teammate, who hears of it by the bell and email', async () => {
    await assignConversation(fs.db, editor, { ...ref, assigneeUid: 'ed2' });
    expect((await conversation()).assigneeUid).toBe('ed2');
    const outbox = (await fs.db.collection('outbox').get()).docs.map((d) => d.data());
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      event: 'inbox_assigned',
      audience: { uids: ['ed2'] },
      params: { actor: 'Person ed', subject: 'Question 1' },
      path: `/app/inbox?workspace=${WS}&c=${CID}`,
    });
  });

  it('notifies nobody when one takes it oneself or it is unassigned', async () => {
    await assignConversation(fs.db, editor, { ...ref, assigneeUid: 'ed' });
    await assignConversation(fs.db, editor, { ...ref, assigneeUid: null });
    expect((await conversation()).assigneeUid).toBeNull();
    expect((await fs.db.collection('outbox').get()).size).toBe(0);
  });

  it('refuses a client as assignee, and a client assigning', async () => {
    expect(
      (await refusal(assignConversation(fs.db, editor, { ...ref, assigneeUid: 'vi' }))).code,
    ).toBe('invalid-argument');
    expect(
      (await refusal(assignConversation(fs.db, approver, { ...ref, assigneeUid: 'ed' }))).code,
    ).toBe('permission-denied');
  });
});

describe('status, labels, notes and reading', () => {
  it('done keeps the resolution time of the first close; snooze needs a future time and wakes up', async () => {
    await setConversationStatus(fs.db, editor, { ...ref, status: 'done' }, now);
    let c = await conversation();
    expect(c.status).toBe('done');
    expect(c.unread).toBe(0);
    expect(c.resolutionMs).toBe(now.getTime() - event(0).at);
    await setConversationStatus(fs.db, editor, { ...ref, status: 'open' }, now);
    await setConversationStatus(
      fs.db,
      editor,
      { ...ref, status: 'done' },
      new Date(now.getTime() + 5000),
    );
    expect((await conversation()).resolutionMs).toBe(now.getTime() - event(0).at);

    const past = await refusal(
      setConversationStatus(
        fs.db,
        editor,
        { ...ref, status: 'snoozed', snoozedUntil: now.getTime() - 1 },
        now,
      ),
    );
    expect(past.code).toBe('invalid-argument');
    const until = now.getTime() + 3_600_000;
    await setConversationStatus(
      fs.db,
      editor,
      { ...ref, status: 'snoozed', snoozedUntil: until },
      now,
    );
    c = await conversation();
    expect(c.status).toBe('snoozed');
    expect((c.snoozedUntil as Timestamp).toMillis()).toBe(until);
    expect(await wakeSnoozed(fs.db, WS, now)).toBe(0);
    expect(await wakeSnoozed(fs.db, WS, new Date(until))).toBe(1);
    expect((await conversation()).status).toBe('open');
  });

  it('keeps labels lowercase and once each', async () => {
    await labelConversation(fs.db, editor, { ...ref, labels: ['Urgent', 'urgent', 'Sales'] });
    expect((await conversation()).labels).toEqual(['urgent', 'sales']);
  });

  it('adds a note once per request, and marks the conversation read', async () => {
    const input = { ...ref, requestId: 'note-0000001', text: 'Ask the baker' };
    const first = await addConversationNote(fs.db, editor, input, now);
    await addConversationNote(fs.db, editor, input, now);
    const notes = await fs.db.collection(`workspaces/${WS}/conversations/${CID}/notes`).get();
    expect(notes.docs.map((d) => [d.id, d.get('text')])).toEqual([[first.noteId, 'Ask the baker']]);
    await markConversationRead(fs.db, editor, ref);
    expect((await conversation()).unread).toBe(0);
  });
});

describe('asking the client', () => {
  it('shows the conversation and its items to the approvers with a question, and hides them again', async () => {
    await askClient(fs.db, editor, { ...ref, question: 'May we offer a discount?' });
    expect(await conversation()).toMatchObject({
      shared: true,
      clientQuestion: 'May we offer a discount?',
    });
    const items = () =>
      fs.db.collection(`workspaces/${WS}/inboxItems`).where('shared', '==', true).get();
    expect((await items()).size).toBe(2);
    // What arrives later is shown too.
    await ingest(fs.db, WS, [event(2)]);
    expect((await items()).size).toBe(3);
    await askClient(fs.db, editor, { ...ref, question: null });
    expect((await items()).size).toBe(0);
    expect((await refusal(askClient(fs.db, approver, { ...ref, question: 'x' }))).code).toBe(
      'permission-denied',
    );
  });
});
