// The notification centre and preferences: each person reads only their own entries and may
// only flip the read flag; preferences are theirs, validated; the outbox and the mail
// deliveries are the server's (super admins read deliveries for the mail health list).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, isAllowed, ownerContext, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.notifications);
  const owner = (await ownerContext(env)).firestore();
  await owner.doc('users/sam').set({ roles: { smm: 'admin' } });
  await owner.doc('users/sue').set({ roles: { smm: 'super_admin' } });
  await owner.doc('users/alice').set({ roles: { smm: 'user' } });
  await owner.doc('users/bob').set({ roles: { smm: 'user' } });
  await owner.doc('notifications/alice/items/n1').set({
    event: 'changes_requested',
    title: 'Changes requested',
    body: 'Shorter',
    link: 'http://app.test/app/posts',
    read: false,
  });
  await owner.doc('mailDeliveries/d1').set({ state: 'failed', email: 'alice@example.test' });
  await owner.doc('outbox/o1').set({ event: 'approved', status: 'pending' });
});

afterAll(() => stopEnv(env));

const allowed = (
  who: 'user' | 'otherUser' | 'smmAdmin' | 'superAdmin',
  run: (
    db: ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>,
  ) => Promise<unknown>,
) => as(env, who, (context) => isAllowed(run(context.firestore())));

describe('notifications/{uid}/items', () => {
  it('lets the owner read their entries and nobody else', async () => {
    expect(await allowed('user', (db) => db.doc('notifications/alice/items/n1').get())).toBe(true);
    expect(await allowed('user', (db) => db.collection('notifications/alice/items').get())).toBe(
      true,
    );
    expect(await allowed('otherUser', (db) => db.doc('notifications/alice/items/n1').get())).toBe(
      false,
    );
    expect(
      await allowed('smmAdmin', (db) => db.collection('notifications/alice/items').get()),
    ).toBe(false);
  });

  it('lets the owner flip the read flag, and nothing else', async () => {
    expect(
      await allowed('user', (db) => db.doc('notifications/alice/items/n1').update({ read: true })),
    ).toBe(true);
    expect(
      await allowed('user', (db) =>
        db.doc('notifications/alice/items/n1').update({ read: false, readAt: serverTimestamp() }),
      ),
    ).toBe(true);
    expect(
      await allowed('user', (db) =>
        db.doc('notifications/alice/items/n1').update({ read: true, readAt: null }),
      ),
    ).toBe(true);
    expect(
      await allowed('user', (db) => db.doc('notifications/alice/items/n1').update({ read: 'yes' })),
    ).toBe(false);
    expect(
      await allowed('user', (db) =>
        db.doc('notifications/alice/items/n1').update({ title: 'Forged' }),
      ),
    ).toBe(false);
    expect(
      await allowed('otherUser', (db) =>
        db.doc('notifications/alice/items/n1').update({ read: true }),
      ),
    ).toBe(false);
    expect(
      await allowed('user', (db) =>
        db.doc('notifications/alice/items/n2').set({ read: false, title: 'x' }),
      ),
    ).toBe(false);
    expect(await allowed('user', (db) => db.doc('notifications/alice/items/n1').delete())).toBe(
      false,
    );
  });
});

describe('notificationPrefs/{uid}', () => {
  it('lets a person keep valid preferences of their own', async () => {
    expect(
      await allowed('user', (db) =>
        db.doc('notificationPrefs/alice').set({
          channels: { approvals: 'email', publishing: 'none' },
          digest: true,
          locale: 'fr',
          updatedAt: serverTimestamp(),
        }),
      ),
    ).toBe(true);
    expect(await allowed('user', (db) => db.doc('notificationPrefs/alice').get())).toBe(true);
    expect(
      await allowed('user', (db) =>
        db.doc('notificationPrefs/alice').set({ updatedAt: serverTimestamp() }),
      ),
    ).toBe(true);
  });

  it('refuses unknown categories, channels, languages, fields and other people', async () => {
    const write =
      (data: Record<string, unknown>) => (db: Parameters<Parameters<typeof allowed>[1]>[0]) =>
        db.doc('notificationPrefs/alice').set({ ...data, updatedAt: serverTimestamp() });
    expect(await allowed('user', write({ channels: { spam: 'both' } }))).toBe(false);
    expect(await allowed('user', write({ channels: { approvals: 'sms' } }))).toBe(false);
    expect(await allowed('user', write({ digest: 'daily' }))).toBe(false);
    expect(await allowed('user', write({ locale: 'xx' }))).toBe(false);
    expect(await allowed('user', write({ admin: true }))).toBe(false);
    expect(
      await allowed('user', (db) =>
        db.doc('notificationPrefs/alice').set({ digest: true, updatedAt: new Date(0) }),
      ),
    ).toBe(false);
    expect(await allowed('otherUser', write({ digest: true }))).toBe(false);
    expect(await allowed('otherUser', (db) => db.doc('notificationPrefs/alice').get())).toBe(false);
    expect(await allowed('user', (db) => db.doc('notificationPrefs/alice').delete())).toBe(false);
  });
});

describe('outbox and mail deliveries', () => {
  it('keeps the outbox to the server', async () => {
    expect(await allowed('smmAdmin', (db) => db.doc('outbox/o1').get())).toBe(false);
    expect(await allowed('user', (db) => db.doc('outbox/o2').set({ event: 'approved' }))).toBe(
      false,
    );
  });

  it('lets super admins read deliveries for the mail health list, and nobody write them', async () => {
    expect(await allowed('superAdmin', (db) => db.collection('mailDeliveries').get())).toBe(true);
    expect(await allowed('smmAdmin', (db) => db.collection('mailDeliveries').get())).toBe(false);
    expect(await allowed('smmAdmin', (db) => db.doc('mailDeliveries/d1').get())).toBe(false);
    expect(await allowed('user', (db) => db.doc('mailDeliveries/d1').get())).toBe(false);
    expect(
      await allowed('smmAdmin', (db) => db.doc('mailDeliveries/d1').update({ state: 'sent' })),
    ).toBe(false);
  });
});
