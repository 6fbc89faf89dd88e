// Account emails through the product's mail path (sendAccountEmail), through the real Functions
// and Auth emulators: each link is the Admin SDK's action code on the app's own page, the
// answer is the same whether or not the address has an account, and both the address and the
// client are limited.

import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Account, adminDb, type CallOutcome, call, clearFirestore, signUp } from './support';

const freshEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
const client = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

beforeEach(() => clearFirestore());

function ask(
  kind: 'verify' | 'reset' | 'signIn',
  email: string | undefined,
  n = 1,
  account: Account | null = null,
) {
  return call(
    'sendAccountEmail',
    {
      requestId: randomUUID(),
      kind,
      ...(email ? { email } : {}),
      continuePath: '/app',
      product: 'smm',
      locale: 'fr',
    },
    account,
    client(n),
  );
}

/** The account emails waiting in the outbox for `email`. */
async function outboxFor(email: string) {
  const all = await adminDb().collection('outbox').where('data.email', '==', email).get();
  return all.docs.map((doc) => doc.data());
}

function sent(outcome: CallOutcome) {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

describe('sendAccountEmail', () => {
  it('mails a reset link to the app’s reset page, in the language asked for', async () => {
    const account = await signUp('reset');
    expect(sent(await ask('reset', account.email))).toEqual({ sent: true });
    const [mail] = await outboxFor(account.email);
    expect(mail).toMatchObject({
      event: 'account_reset',
      recipients: [{ email: account.email, uid: null, locale: 'fr' }],
    });
    const link = new URL(String(mail?.data.link));
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('oobCode')).toBeTruthy();
    // The app's origin as the stack serves it, not the Auth emulator's action page.
    expect(link.origin).not.toMatch(/:9099$/);
    expect(link.pathname).not.toContain('emulator');
  });

  it('answers an unknown address as it answers a known one, and mails it nothing', async () => {
    const nobody = freshEmail('nobody');
    expect(sent(await ask('reset', nobody))).toEqual({ sent: true });
    expect(await outboxFor(nobody)).toEqual([]);
  });

  it('sends the verification to the signed-in caller’s own address only', async () => {
    const account = await signUp('verify');
    expect(await ask('verify', undefined)).toMatchObject({ ok: false, code: 'unauthenticated' });
    sent(await ask('verify', undefined, 1, account));
    const [mail] = await outboxFor(account.email);
    expect(mail?.event).toBe('account_verify');
    const link = new URL(String(mail?.data.link));
    expect(link.pathname).toBe('/app');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
  });

  it('refuses a sixth email to one address within the hour, whoever asks', async () => {
    const address = freshEmail('limit');
    const outcomes = [];
    for (let n = 1; n <= 6; n++) outcomes.push(await ask('signIn', address, n));
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill(expect.objectContaining({ ok: true })));
    expect(outcomes[5]).toMatchObject({ ok: false, code: 'resource-exhausted' });
    expect(await outboxFor(address)).toHaveLength(5);
  });

  it('refuses a client that asks for too many addresses within the hour', async () => {
    for (let i = 0; i < 60; i++) expect((await ask('reset', freshEmail('many'), 99)).ok).toBe(true);
    expect(await ask('reset', freshEmail('many'), 99)).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
    });
  });
});
