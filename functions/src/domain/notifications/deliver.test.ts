import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startMailDev,
  startRefusingSmtp,
  type TestMailDev,
} from '../../../../test/support/functions/maildev';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { smtpTransport } from '../../mail/transport';
import { deliverOne, MAX_ATTEMPTS, requeueDelivery, STALE_SENDING_MS } from './deliver';
import { drainNotifications } from './drain';
import { DELIVERIES } from './fanout';
import { OUTBOX, queueNotification } from './outbox';
import type { NotifyConfig } from './settings';
import { readUnsubscribeToken } from './unsubscribe';
import { unsubscribePage } from './unsubscribePage';

const store = suiteFirestore();
let mail: TestMailDev;

const config: NotifyConfig = {
  appOrigin: 'http://app.test',
  unsubscribeUrl: 'http://fn.test/unsubscribe',
  from: 'Agency <notify@agency.test>',
  secret: 'test-signing-key',
};

beforeAll(async () => {
  mail = await startMailDev();
}, 60_000);
afterAll(() => mail?.stop());

const maildev = () =>
  smtpTransport({ host: '127.0.0.1', port: mail.smtpPort, secure: false, user: '', password: '' });

async function emailsTo(address: string) {
  return (await mail.emails()).filter((email) => email.to.some((to) => to.address === address));
}

let counter = 0;
async function author(locale = 'en') {
  counter += 1;
  const uid = `author${counter}`;
  const email = `author${counter}@example.test`;
  await store.db
    .collection('users')
    .doc(uid)
    .set({ email, roles: { smm: 'user' } });
  await store.db.collection('notificationPrefs').doc(uid).set({ locale });
  return { uid, email };
}

async function queueChangesRequested(uid: string) {
  return store.db.runTransaction(async (tx) =>
    queueNotification(store.db, tx, {
      event: 'changes_requested',
      audience: { uids: [uid] },
      params: { actor: 'Clara Client', subject: 'Spring launch', comment: 'Shorter, please.' },
      path: '/app/posts?workspace=w1&post=p1',
      product: 'smm',
      actorUid: 'client1',
    }),
  );
}

describe('notification delivery', () => {
  beforeEach(() => store.clear());

  it('delivers an outbox record as an email and an in-app entry, in the recipient language', async () => {
    const { uid, email } = await author('fr');
    const id = await queueChangesRequested(uid);
    const result = await drainNotifications(store.db, config, maildev());
    expect(result).toMatchObject({ fannedOut: 1, sent: 1 });
    const [received] = await emailsTo(email);
    expect(received?.subject).toBe('Des modifications sont demandées sur votre publication');
    expect(received?.text).toContain('Shorter, please.');
    expect(received?.text).toContain('http://app.test/app/posts?workspace=w1&post=p1');
    expect(received?.html).toContain('href="http://app.test/app/posts?workspace=w1&amp;post=p1"');
    expect(received?.headers['x-notification-key']).toMatch(/_/);
    expect(received?.text).toContain('http://fn.test/unsubscribe?token=');
    const item = await store.db.doc(`notifications/${uid}/items/${id}`).get();
    expect(item.data()).toMatchObject({ read: false, category: 'approvals' });
    expect((await store.db.doc(`${OUTBOX}/${id}`).get()).get('status')).toBe('processed');
    // A second pass finds nothing to do: one email per recipient and event.
    expect(await drainNotifications(store.db, config, maildev())).toMatchObject({ sent: 0 });
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('never sends twice when delivery dies between sending and recording', async () => {
    const { uid, email } = await author();
    await queueChangesRequested(uid);
    let clock = new Date();
    const crash = new Error('killed after send');
    await expect(
      drainNotifications(store.db, config, maildev(), () => clock, {
        afterSend: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const [delivery] = (await store.db.collection(DELIVERIES).get()).docs;
    expect(delivery?.get('state')).toBe('sending');
    expect(await emailsTo(email)).toHaveLength(1);
    // Recovery: later passes, before and after the claim goes stale, send nothing more.
    await drainNotifications(store.db, config, maildev(), () => clock);
    clock = new Date(clock.getTime() + STALE_SENDING_MS + 1000);
    const recovered = await drainNotifications(store.db, config, maildev(), () => clock);
    expect(recovered.unconfirmed).toBe(1);
    expect((await delivery?.ref.get())?.get('state')).toBe('unconfirmed');
    await drainNotifications(store.db, config, maildev(), () => clock);
    expect(await emailsTo(email)).toHaveLength(1);
    // An admin who checked may send it again, deliberately.
    expect(await requeueDelivery(store.db, String(delivery?.id), clock)).toBe(true);
  });

  it('keeps a delivery pending and retries it while the mail server refuses, then sends it', async () => {
    const { uid, email } = await author();
    await queueChangesRequested(uid);
    const refusing = await startRefusingSmtp();
    const broken = smtpTransport({
      host: '127.0.0.1',
      port: refusing.port,
      secure: false,
      user: '',
      password: '',
    });
    let clock = new Date();
    try {
      const first = await drainNotifications(store.db, config, broken, () => clock);
      expect(first).toMatchObject({ sent: 0, retrying: 1 });
      const [delivery] = (await store.db.collection(DELIVERIES).get()).docs;
      expect(delivery?.get('state')).toBe('pending');
      expect(delivery?.get('attempts')).toBe(1);
      // A 451 answer is the server being busy: a plain code for the admin screen, and none of
      // the server's own words in the document (they go to the logs).
      expect(delivery?.get('failureReason')).toBe('busy');
      // (Not the bare code: a stored time such as 1795683451 s may hold those digits.)
      const stored = JSON.stringify(delivery?.data());
      expect(stored).not.toContain('451 4.3.0');
      expect(stored).not.toMatch(/temporarily unavailable/i);
      // Not due yet: the next pass leaves it alone.
      expect(await drainNotifications(store.db, config, broken, () => clock)).toMatchObject({
        retrying: 0,
      });
      clock = new Date(clock.getTime() + 61_000);
      expect(await drainNotifications(store.db, config, broken, () => clock)).toMatchObject({
        retrying: 1,
      });
      expect((await delivery?.ref.get())?.get('attempts')).toBe(2);
    } finally {
      await refusing.stop();
    }
    clock = new Date(clock.getTime() + 121_000);
    expect(await drainNotifications(store.db, config, maildev(), () => clock)).toMatchObject({
      sent: 1,
    });
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('marks a delivery failed, visibly, after the last attempt', async () => {
    const ref = store.db.collection(DELIVERIES).doc('x');
    await ref.set({
      state: 'pending',
      attempts: MAX_ATTEMPTS - 1,
      nextAttemptAt: Timestamp.now(),
      email: 'a@b.test',
      subject: 's',
      text: 't',
      html: 'h',
    });
    const refusing = await startRefusingSmtp();
    try {
      const outcome = await deliverOne(
        store.db,
        'x',
        smtpTransport({
          host: '127.0.0.1',
          port: refusing.port,
          secure: false,
          user: '',
          password: '',
        }),
        config.from,
        () => new Date(),
      );
      expect(outcome).toBe('failed');
      expect((await ref.get()).get('state')).toBe('failed');
    } finally {
      await refusing.stop();
    }
  });

  it('follows a signed unsubscribe link without sign-in and stops that category only', async () => {
    const { uid, email } = await author();
    await queueChangesRequested(uid);
    await drainNotifications(store.db, config, maildev());
    const [received] = await emailsTo(email);
    const link = /http:\/\/fn\.test\/unsubscribe\?token=([\w.-]+)/.exec(received?.text ?? '');
    const token = link?.[1] ?? '';
    expect(readUnsubscribeToken(config.secret, token)).toEqual({ uid, category: 'approvals' });
    expect(readUnsubscribeToken(config.secret, `${token}x`)).toBeNull();
    expect(readUnsubscribeToken('another-key', token)).toBeNull();
    // GET only asks; POST applies.
    expect((await unsubscribePage(store.db, config.secret, 'GET', token)).html).toContain('<form');
    expect((await store.db.doc(`notificationPrefs/${uid}`).get()).get('channels')).toBeUndefined();
    const done = await unsubscribePage(store.db, config.secret, 'POST', token);
    expect(done.status).toBe(200);
    expect((await store.db.doc(`notificationPrefs/${uid}`).get()).get('channels')).toEqual({
      approvals: 'in_app',
    });
    expect((await unsubscribePage(store.db, config.secret, 'POST', 'forged.token')).status).toBe(
      400,
    );
    await queueChangesRequested(uid);
    await drainNotifications(store.db, config, maildev());
    expect(await emailsTo(email)).toHaveLength(1);
    expect((await store.db.collection(`notifications/${uid}/items`).get()).size).toBe(2);
  });

  it('mails an invitation from the accounts outbox shape and scrubs the accept link after sending', async () => {
    const ref = store.db.collection(OUTBOX).doc('inv1');
    await ref.set({
      event: 'invitation',
      recipients: [{ email: 'new.person@example.test', uid: null, locale: 'de' }],
      data: {
        acceptUrl: 'http://app.test/invite/secret-token',
        kind: 'member',
        product: 'smm',
        workspaceName: 'Bakery',
        invitedByName: 'Olga Owner',
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
      createdAt: Timestamp.now(),
      status: 'pending',
    });
    await drainNotifications(store.db, config, maildev());
    const [received] = await emailsTo('new.person@example.test');
    expect(received?.subject).toBe('Sie sind zu SMM eingeladen');
    expect(received?.text).toContain('http://app.test/invite/secret-token');
    expect((await ref.get()).get('data.acceptUrl')).toBeUndefined();
    const [delivery] = (await store.db.collection(DELIVERIES).get()).docs;
    expect(delivery?.get('state')).toBe('sent');
    expect(JSON.stringify(delivery?.data())).not.toContain('secret-token');
  });
});
