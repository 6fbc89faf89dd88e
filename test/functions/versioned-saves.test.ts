// Saves that never silently overwrite, through the Functions emulator: the REST API's ETag and
// If-Match on a post (412 over a newer version, naming who changed it and when), and the
// callables that save a plan or the settings with the version they were based on (aborted over
// a newer one, with who and when). Without a version, both keep writing as before.

import { type DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, PLAN, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, apiUrl, call, requestId } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
});

async function createKey(): Promise<string> {
  const outcome = await call(
    'createApiKey',
    {
      requestId: requestId(),
      workspaceId: WS_SMM,
      name: 'Agent',
      scopes: ['posts:read', 'posts:write'],
    },
    accounts.smmUser,
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return String(outcome.result.key);
}

async function rest(key: string, method: string, path: string, headers = {}, body?: unknown) {
  const response = await fetch(apiUrl(`/connect/v1${path}`), {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const post = () => adminDb().doc(`workspaces/${WS_SMM}/posts/p1`);
const SAVED_AT = Timestamp.fromMillis(Date.UTC(2026, 10, 20, 9));

/** The post as the app leaves it after Rosa's save: a version and its history entry. */
async function seedEditedPost() {
  await seedPost(WS_SMM, 'p1', { updatedAt: SAVED_AT, createdAt: SAVED_AT });
  await post()
    .collection('activity')
    .doc('a1')
    .set({
      type: 'edited',
      actorUid: accounts.smmUser.uid,
      actorName: 'Rosa',
      via: 'app',
      details: { text: 'Fresh bread at 7' },
      at: SAVED_AT,
    });
}

describe('REST If-Match on a post', () => {
  it("answers the post's version as its ETag, and a write with that ETag succeeds", async () => {
    await seedEditedPost();
    const key = await createKey();
    const read = await rest(key, 'GET', '/posts/p1');
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(`"${SAVED_AT.toMillis()}"`);
    const edit = await rest(
      key,
      'PATCH',
      '/posts/p1',
      { 'If-Match': read.headers.get('etag') ?? '' },
      { text: 'Fresh bread at 8' },
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ id: 'p1', changed: true });
    expect((await post().get()).data()?.text).toBe('Fresh bread at 8');
    // The write gave the post a new version: its next GET answers another ETag.
    const again = await rest(key, 'GET', '/posts/p1');
    expect(again.headers.get('etag')).not.toBe(read.headers.get('etag'));
  });

  it('refuses PATCH, cancel and DELETE over a newer version with 412, naming who and when, writing nothing', async () => {
    await seedEditedPost();
    const key = await createKey();
    const stale = { 'If-Match': `"${SAVED_AT.toMillis() - 60_000}"` };
    const edit = await rest(key, 'PATCH', '/posts/p1', stale, { text: 'Overwritten' });
    expect(edit.status).toBe(412);
    expect(edit.body.error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      changedBy: 'Rosa',
      changedAt: SAVED_AT.toDate().toISOString(),
    });
    expect(edit.body.error.message).toContain('Rosa');
    expect((await rest(key, 'POST', '/posts/p1/cancel', stale)).status).toBe(412);
    expect((await rest(key, 'DELETE', '/posts/p1', stale)).status).toBe(412);
    // A weak tag never matches (If-Match compares strongly).
    const weak = { 'If-Match': `W/"${SAVED_AT.toMillis()}"` };
    expect((await rest(key, 'PATCH', '/posts/p1', weak, { text: 'Weak' })).status).toBe(412);
    const stored = (await post().get()).data();
    expect(stored).toMatchObject({ text: 'Fresh bread at 7', status: 'draft' });
    expect(stored?.updatedAt).toEqual(SAVED_AT);
  });

  it('keeps writing over any version without If-Match or with *, and deletes with a fresh ETag', async () => {
    await seedEditedPost();
    const key = await createKey();
    expect((await rest(key, 'PATCH', '/posts/p1', {}, { text: 'No header' })).status).toBe(200);
    const star = await rest(key, 'PATCH', '/posts/p1', { 'If-Match': '*' }, { text: 'Any' });
    expect(star.status).toBe(200);
    expect((await post().get()).data()?.text).toBe('Any');
    const etag = (await rest(key, 'GET', '/posts/p1')).headers.get('etag') ?? '';
    const gone = await rest(key, 'DELETE', '/posts/p1', { 'If-Match': `"1", ${etag}` });
    expect(gone.status).toBe(200);
    expect((await post().get()).exists).toBe(false);
  });

  it('describes ETag, If-Match and 412 in the OpenAPI document', async () => {
    const doc = (await (await fetch(apiUrl('/connect/v1/openapi.json'))).json()) as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string }[]; responses: Record<string, { headers?: object }> }
        >
      >;
    };
    const one = doc.paths['/posts/{postId}'];
    expect(one?.get?.responses['200']?.headers).toHaveProperty('ETag');
    for (const operation of [one?.patch, one?.delete, doc.paths['/posts/{postId}/cancel']?.post]) {
      expect(operation?.parameters?.map((parameter) => parameter.name)).toContain('If-Match');
      expect(operation?.responses).toHaveProperty('412');
    }
    expect(one?.get?.responses).not.toHaveProperty('412');
  });
});

/** A stored document's version: its updatedAt in ms. */
async function versionOf(ref: DocumentReference): Promise<number> {
  const at = (await ref.get()).get('updatedAt');
  if (!(at instanceof Timestamp)) throw new Error(`${ref.path} has no updatedAt`);
  return at.toMillis();
}

/** A callable's refusal of a save over a newer version: aborted, with who and when. */
function expectNewerVersion(outcome: Awaited<ReturnType<typeof call>>, version: number) {
  expect(outcome).toMatchObject({
    ok: false,
    code: 'aborted',
    details: {
      reason: 'newer-version',
      version,
      changedBy: accounts.superAdmin.email,
      changedAt: new Date(version).toISOString(),
    },
  });
}

describe('versioned callable saves', () => {
  it('updatePlan saves over the version it was based on, and is refused over a newer one', async () => {
    const plan = adminDb().doc(`plans/${PLAN}`);
    const first = await call(
      'updatePlan',
      { planId: PLAN, patch: { order: 3 } },
      accounts.superAdmin,
    );
    expect(first.ok).toBe(true);
    const version = await versionOf(plan);
    const fresh = await call(
      'updatePlan',
      { planId: PLAN, baseVersion: version, patch: { order: 4 } },
      accounts.superAdmin,
    );
    expect(fresh.ok).toBe(true);
    const newer = await versionOf(plan);
    const stale = await call(
      'updatePlan',
      { planId: PLAN, baseVersion: version, patch: { order: 9 } },
      accounts.superAdmin,
    );
    expectNewerVersion(stale, newer);
    expect((await plan.get()).data()?.order).toBe(4);
  });

  it('updateSettings saves over the version it was based on, and is refused over a newer one', async () => {
    const settings = adminDb().doc('settings/app');
    expect(
      (await call('updateSettings', { patch: { siteName: 'One' } }, accounts.superAdmin)).ok,
    ).toBe(true);
    const version = await versionOf(settings);
    expect(
      (
        await call(
          'updateSettings',
          { baseVersion: version, patch: { siteName: 'Two' } },
          accounts.superAdmin,
        )
      ).ok,
    ).toBe(true);
    const newer = await versionOf(settings);
    const stale = await call(
      'updateSettings',
      { baseVersion: version, patch: { siteName: 'Three' } },
      accounts.superAdmin,
    );
    expectNewerVersion(stale, newer);
    expect((await settings.get()).data()?.siteName).toBe('Two');
  });
});

describe('versioned policy publishing', () => {
  it('publishPolicy publishes over the version it was based on, and is refused over a newer one', async () => {
    const policy = adminDb().doc('policies/terms');
    const publish = (text: string, baseVersion?: number) =>
      call(
        'publishPolicy',
        { requestId: requestId(), kind: 'terms', content: { en: text }, baseVersion },
        accounts.superAdmin,
      );
    expect((await publish('# Terms 1')).ok).toBe(true);
    const version = await versionOf(policy);
    expect((await publish('# Terms 2', version)).ok).toBe(true);
    const newer = await versionOf(policy);
    expectNewerVersion(await publish('# Terms 3', version), newer);
    expect((await policy.get()).data()).toMatchObject({ version: 2, content: { en: '# Terms 2' } });
  });

  it('upsertTeamMember edits a profile over the version it was based on, and is refused over a newer one', async () => {
    const save = (title: string, teamMemberId?: string, baseVersion?: number) =>
      call(
        'upsertTeamMember',
        {
          requestId: requestId(),
          ...(teamMemberId ? { teamMemberId, baseVersion } : {}),
          name: 'Rosa',
          title,
          uid: null,
          photoPath: null,
          public: true,
        },
        accounts.connectAdmin,
      );
    const created = await save('Strategist');
    if (!created.ok) throw new Error(created.message);
    const id = String(created.result.teamMemberId);
    const member = adminDb().doc(`team/${id}`);
    const version = await versionOf(member);
    expect((await save('Lead strategist', id, version)).ok).toBe(true);
    const newer = await versionOf(member);
    const stale = await save('Intern', id, version);
    expect(stale).toMatchObject({
      ok: false,
      code: 'aborted',
      details: { reason: 'newer-version', version: newer, changedBy: accounts.connectAdmin.email },
    });
    expect((await member.get()).data()?.title).toBe('Lead strategist');
  });
});
