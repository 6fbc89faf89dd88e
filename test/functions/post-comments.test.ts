// Comments through the functions: a member named with @ is notified through the outbox, the
// post's author hears of a comment, internal notes are the team's (a client can neither write
// one nor be notified of one), and the post's history records a comment but not its text.
// Editing a comment notifies only the members it newly names, and only its author may edit it.

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, type CallOutcome, call, requestId } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
  // outsider joins as the client (approver), target as an editor.
  await adminDb()
    .doc(`workspaces/${WS_SMM}`)
    .update({
      [`members.${accounts.outsider.uid}`]: 'approver',
      [`members.${accounts.target.uid}`]: 'editor',
    });
  await seedPost(WS_SMM, 'p1', { authorUid: accounts.target.uid, status: 'in_review' });
});

const db = () => adminDb();
const localPart = (email: string) => email.slice(0, email.indexOf('@'));
const comment = (text: string, internal = false, as = accounts.smmUser) =>
  call(
    'addPostComment',
    { requestId: requestId(), workspaceId: WS_SMM, postId: 'p1', text, internal },
    as,
  );

function ok(outcome: CallOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

async function outbox() {
  const snap = await db().collection('outbox').get();
  return snap.docs.map((doc) => ({ event: doc.get('event'), uids: doc.get('audience.uids') }));
}

describe('addPostComment', () => {
  it('notifies the members it mentions and the post author, in one write with the comment', async () => {
    const result = ok(await comment(`Looks good, @${localPart(accounts.outsider.email)}?`));
    expect(result.mentioned).toBe(1);
    expect(await outbox()).toEqual(
      expect.arrayContaining([
        { event: 'mentioned', uids: [accounts.outsider.uid] },
        { event: 'comment_added', uids: [accounts.target.uid] },
      ]),
    );
    const stored = (
      await db().doc(`workspaces/${WS_SMM}/posts/p1/comments/${result.commentId}`).get()
    ).data();
    expect(stored).toMatchObject({
      authorUid: accounts.smmUser.uid,
      internal: false,
      mentions: [accounts.outsider.uid],
    });
    const history = await db().collection(`workspaces/${WS_SMM}/posts/p1/activity`).get();
    expect(history.docs.map((doc) => doc.get('type'))).toEqual(['commented']);
  });

  it('keeps internal notes to the team: clients neither write them nor hear of them', async () => {
    expect(await comment('Internal?', true, accounts.outsider)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    ok(await comment(`Note for @${localPart(accounts.outsider.email)} and the team`, true));
    const events = await outbox();
    expect(events.some((e) => e.uids?.includes(accounts.outsider.uid))).toBe(false);
    // The editor who wrote the post is the team: they hear of the note.
    expect(events).toEqual([{ event: 'comment_added', uids: [accounts.target.uid] }]);
    const history = await db().collection(`workspaces/${WS_SMM}/posts/p1/activity`).get();
    expect(history.size).toBe(0);
  });

  it('refuses people outside the workspace and empty text', async () => {
    expect(await comment('Hello', false, accounts.client)).toMatchObject({
      code: 'permission-denied',
    });
    expect(await comment('   ')).toMatchObject({ code: 'invalid-argument' });
    expect((await db().collection(`workspaces/${WS_SMM}/posts/p1/comments`).get()).size).toBe(0);
  });
});

describe('editPostComment', () => {
  const edit = (commentId: string, text: string, as = accounts.smmUser) =>
    call('editPostComment', { workspaceId: WS_SMM, postId: 'p1', commentId, text }, as);
  const mentionedUids = async () =>
    (await outbox()).filter((e) => e.event === 'mentioned').map((e) => e.uids);

  it('notifies the members newly mentioned, never those already told', async () => {
    const client = `@${localPart(accounts.outsider.email)}`;
    const editor = `@${localPart(accounts.target.email)}`;
    const { commentId } = ok(await comment(`Over to ${client}`));
    expect(await mentionedUids()).toEqual([[accounts.outsider.uid]]);
    // The same mention again, then a new one: only the editor hears, once.
    expect(ok(await edit(String(commentId), `Over to ${client}, thanks`)).mentioned).toBe(0);
    expect(await mentionedUids()).toEqual([[accounts.outsider.uid]]);
    expect(ok(await edit(String(commentId), `Over to ${client} and ${editor}`)).mentioned).toBe(1);
    expect(await mentionedUids()).toEqual(
      expect.arrayContaining([[accounts.outsider.uid], [accounts.target.uid]]),
    );
    // Dropping a mention and adding it back does not tell them twice.
    ok(await edit(String(commentId), 'Over to nobody'));
    ok(await edit(String(commentId), `Back to ${editor}`));
    expect((await mentionedUids()).length).toBe(2);
    const stored = (
      await db().doc(`workspaces/${WS_SMM}/posts/p1/comments/${commentId}`).get()
    ).data();
    expect(stored?.text).toBe(`Back to ${editor}`);
  });

  it('lets only the author edit, and answers not-found for a missing comment', async () => {
    const { commentId } = ok(await comment('Mine'));
    expect(await edit(String(commentId), 'Theirs', accounts.target)).toMatchObject({
      code: 'permission-denied',
    });
    expect(await edit('missing', 'Text')).toMatchObject({ code: 'not-found' });
    const stored = (
      await db().doc(`workspaces/${WS_SMM}/posts/p1/comments/${commentId}`).get()
    ).data();
    expect(stored?.text).toBe('Mine');
  });
});

describe('listMentionable', () => {
  it('lists the members a comment can name, by the handle a mention matches, to members only', async () => {
    await db().doc(`users/${accounts.target.uid}`).update({ displayName: 'Tara Target' });
    const members = ok(await call('listMentionable', { workspaceId: WS_SMM }, accounts.outsider))
      .members as { uid: string; handle: string; name: string }[];
    expect(members).toEqual(
      [
        {
          uid: accounts.smmUser.uid,
          handle: localPart(accounts.smmUser.email).toLowerCase(),
          name: localPart(accounts.smmUser.email).toLowerCase(),
        },
        {
          uid: accounts.outsider.uid,
          handle: localPart(accounts.outsider.email).toLowerCase(),
          name: localPart(accounts.outsider.email).toLowerCase(),
        },
        {
          uid: accounts.target.uid,
          handle: localPart(accounts.target.email).toLowerCase(),
          name: 'Tara Target',
        },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    // No address is answered, only its local part.
    expect(JSON.stringify(members)).not.toContain('@');
    // A handle from the list is a mention the functions recognise.
    const named = members.find((member) => member.uid === accounts.target.uid);
    expect(ok(await comment(`Over to @${named?.handle}`)).mentioned).toBe(1);
    // Someone outside the workspace learns nothing of its members.
    expect(await call('listMentionable', { workspaceId: WS_SMM }, accounts.client)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await call('listMentionable', { workspaceId: WS_SMM }, null)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    // An unknown workspace answers as a forbidden one: nobody learns which ids exist.
    expect(
      await call('listMentionable', { workspaceId: 'missing-ws' }, accounts.smmUser),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
  });
});
