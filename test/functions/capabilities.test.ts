// The capability table of model/capabilities.ts against the post callables, through
// firebase-tools' Functions emulator: for each person in a workspace (owner, editor, approver,
// viewer, agency staff, an admin of the other product) and each post status, every action the
// table allows succeeds and every action it denies is refused (permission-denied for a role,
// failed-precondition for a status) or, for a repeat of a finished action, changes nothing.
// Each approval mode (none, optional, required, multi-level) is walked too, through the rules
// postRulesOf gives the workspace: the actions a mode changes (asking for approval, deciding,
// scheduling) are offered and refused exactly as the table says.
// test/rules/capabilities.test.ts does the same for the direct writes.

import { randomUUID } from 'node:crypto';
import {
  type MemberRole,
  mayActOnPosts,
  mayOnPost,
  type PostAction,
  type PostRules,
  postRulesOf,
  workspaceActor,
} from '@model/capabilities';
import type { ProductRoles } from '@model/roles';
import type { ApprovalMode } from '@model/schemas/approval';
import { POST_STATUSES, type PostStatus } from '@model/schemas/posts/posts';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, ROLE_DOCS, type RoleName, seedBase } from './fixtures';
import { adminDb, call } from './support';

type Product = 'smm' | 'connect';

/** Who plays which part: each fixture account, with its member role in the test workspaces. */
const CAST: readonly { role: RoleName; label: string; member: MemberRole | null }[] = [
  { role: 'smmUser', label: 'the owner', member: 'owner' },
  { role: 'outsider', label: 'an editor', member: 'editor' },
  { role: 'client', label: 'an approver (the client)', member: 'approver' },
  { role: 'target', label: 'a viewer', member: 'viewer' },
  { role: 'smmAdmin', label: 'an smm admin', member: null },
  { role: 'connectAdmin', label: 'a connect admin', member: null },
  { role: 'superAdmin', label: 'a super admin', member: null },
];

const CALLABLES: Readonly<Partial<Record<PostAction, string>>> = {
  requestApproval: 'requestPostApproval',
  decide: 'decidePostApproval',
  schedule: 'schedulePost',
  cancel: 'cancelPost',
  retry: 'retryPost',
};

/** A test workspace: a product, and an approval mode other than its product's default. */
type Variant = Product | `${Product}-${ApprovalMode}`;
const ws = (variant: Variant) => `cap-${variant}`;
const MODE_VARIANTS: readonly { variant: Variant; product: Product; mode: ApprovalMode }[] = [
  { variant: 'smm-none', product: 'smm', mode: 'none' },
  { variant: 'connect-optional', product: 'connect', mode: 'optional' },
  { variant: 'smm-required', product: 'smm', mode: 'required' },
  { variant: 'connect-multi', product: 'connect', mode: 'multi' },
];
/** The actions an approval mode changes. */
const MODE_ACTIONS: readonly PostAction[] = ['requestApproval', 'decide', 'schedule'];
const future = new Date(Date.now() + 20 * 86_400_000);
future.setUTCSeconds(0, 0);

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
  await seedBase(accounts);
  const db = adminDb();
  const variants = [
    { variant: 'smm' as Variant, product: 'smm' as Product, mode: null },
    { variant: 'connect' as Variant, product: 'connect' as Product, mode: null },
    ...MODE_VARIANTS,
  ];
  for (const { variant: product, product: kind, mode } of variants) {
    const members = Object.fromEntries(
      CAST.filter((c) => c.member).map((c) => [accounts[c.role].uid, c.member]),
    );
    await db.doc(`workspaces/${ws(product)}`).set({
      name: `Capabilities ${product}`,
      product: kind,
      ...(mode
        ? { approvalMode: mode, approvalLevels: mode === 'multi' ? ['internal', 'client'] : [] }
        : {}),
      ownerUid: accounts.smmUser.uid,
      members,
      memberUids: Object.keys(members),
      timeZone: 'Europe/Paris',
    });
    await db.doc(`workspaces/${ws(product)}/channels/ch1`).set({
      provider: 'sandbox',
      handle: '@cap',
      status: 'connected',
    });
  }
}, 180_000);

function payload(action: PostAction, workspaceId: string, postId: string) {
  switch (action) {
    case 'decide':
      return { requestId: randomUUID(), workspaceId, postId, decision: 'approved', comment: '' };
    case 'schedule':
      return { workspaceId, postId, scheduledAt: future.toISOString(), timeZone: 'Europe/Paris' };
    case 'retry':
      return { requestId: randomUUID(), workspaceId, postId };
    default:
      return { workspaceId, postId };
  }
}

async function seedPost(product: Variant, postId: string, status: PostStatus): Promise<void> {
  const failed = status === 'failed' || status === 'partially_published';
  await adminDb()
    .doc(`workspaces/${ws(product)}/posts/${postId}`)
    .set({
      authorUid: accounts.smmUser.uid,
      text: 'Fresh bread at 7',
      channelIds: ['ch1'],
      media: [],
      status,
      timeZone: 'Europe/Paris',
      // Already scheduled at another time, so scheduling again is a real change.
      scheduledAt: Timestamp.fromMillis(future.getTime() - 3_600_000),
      results: failed
        ? { ch1: { status: 'failed', externalId: null, error: 'Token expired.', attempts: 1 } }
        : {},
      lease: null,
    });
}

const WALKS: readonly {
  variant: Variant;
  product: Product;
  rules: PostRules;
  title: string;
  actions: readonly PostAction[];
}[] = [
  ...(['smm', 'connect'] as const).map((product) => ({
    variant: product,
    product,
    rules: postRulesOf({ product }),
    title: `an ${product} workspace`,
    actions: Object.keys(CALLABLES) as PostAction[],
  })),
  ...MODE_VARIANTS.map(({ variant, product, mode }) => ({
    variant,
    product,
    rules: postRulesOf({ product, approvalMode: mode }),
    title: `an ${product} workspace with approval mode ${mode}`,
    // Multi-level decisions depend on the level a post stands at, beyond the table's reach:
    // review-links.test.ts walks them level by level.
    actions: MODE_ACTIONS.filter((action) => mode !== 'multi' || action !== 'decide'),
  })),
];

for (const { variant, product, rules, title, actions } of WALKS) {
  describe(`post callables in ${title}`, () => {
    for (const action of actions) {
      const name = CALLABLES[action] as string;
      for (const cast of CAST) {
        const roles = ROLE_DOCS[cast.role] as { roles: ProductRoles };
        const actor = workspaceActor(cast.member, roles.roles, product);
        const allowed = POST_STATUSES.filter((s) => mayOnPost(actor, action, s, rules));
        it(`${cast.label}: ${name} succeeds exactly for ${allowed.join(', ') || 'no status'}`, async () => {
          const outcomes: string[] = [];
          for (const status of POST_STATUSES) {
            const postId = `${action}-${cast.role}-${status}`;
            await seedPost(variant, postId, status);
            const outcome = await call(
              name,
              payload(action, ws(variant), postId),
              accounts[cast.role],
            );
            const expected = allowed.includes(status);
            const refused = !outcome.ok || outcome.result.changed === false;
            if (expected === refused) {
              outcomes.push(
                `${status}: expected ${expected ? 'success' : 'refusal'}, got ${JSON.stringify(outcome)}`,
              );
            }
            if (!outcome.ok) {
              // A role that may act answers a status (or a mode) with failed-precondition.
              const roleAllowed = mayActOnPosts(actor, action);
              expect(outcome.code, `${status}`).toBe(
                roleAllowed ? 'failed-precondition' : 'permission-denied',
              );
            }
          }
          expect(outcomes).toEqual([]);
        });
      }
    }
  });
}

describe('a channel that needs reconnecting', () => {
  it('is refused by schedulePost before the post could fail, and nothing changes', async () => {
    const db = adminDb();
    await db.doc(`workspaces/${ws('smm')}/channels/broken`).set({
      provider: 'sandbox',
      handle: '@broken',
      displayName: 'Broken sandbox',
      status: 'needs_reconnect',
    });
    await seedPost('smm', 'on-broken', 'draft');
    await db
      .doc(`workspaces/${ws('smm')}/posts/on-broken`)
      .update({ channelIds: ['ch1', 'broken'] });
    const outcome = await call(
      'schedulePost',
      payload('schedule', ws('smm'), 'on-broken'),
      accounts.smmUser,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect((await db.doc(`workspaces/${ws('smm')}/posts/on-broken`).get()).get('status')).toBe(
      'draft',
    );
  });

  it('is refused by requestPostApproval as well, and the post stays a draft', async () => {
    const db = adminDb();
    await db.doc(`workspaces/${ws('smm')}/channels/broken`).set({
      provider: 'sandbox',
      handle: '@broken',
      displayName: 'Broken sandbox',
      status: 'needs_reconnect',
    });
    await seedPost('smm', 'review-broken', 'draft');
    await db
      .doc(`workspaces/${ws('smm')}/posts/review-broken`)
      .update({ channelIds: ['ch1', 'broken'] });
    const outcome = await call(
      'requestPostApproval',
      payload('requestApproval', ws('smm'), 'review-broken'),
      accounts.smmUser,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    const after = (await db.doc(`workspaces/${ws('smm')}/posts/review-broken`).get()).data();
    expect(after?.status).toBe('draft');
    expect(after?.approval).toBeUndefined();
  });
});
