import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type MailDevEmail,
  startMailDev,
  type TestMailDev,
} from '../../../../test/support/functions/maildev';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { type MailTransport, smtpTransport } from '../../mail/transport';
import { warnExpiringCourtesy } from './courtesyWarning';
import { drainNotifications } from './drain';
import { DELIVERIES, nextDigestAt } from './fanout';
import { OUTBOX, queueNotification } from './outbox';
import type { NotifyConfig } from './settings';

// The default bucket, where a white label's logo lives (no app here names one).
vi.mock('../../firebase', () => ({ bucket: () => ({ name: 'demo-test.appspot.com' }) }));

// Who hears what, read back from a real MailDev.
const store = suiteFirestore();
let maildev: TestMailDev;
beforeAll(async () => {
  maildev = await startMailDev();
}, 60_000);
afterAll(() => maildev?.stop());
const config: NotifyConfig = {
  appOrigin: 'http://app.test',
  unsubscribeUrl: 'http://fn.test/unsubscribe',
  from: 'Agency <notify@agency.test>',
  secret: 'k',
};

interface Inbox extends MailTransport {
  /** What MailDev received since this inbox was made, oldest first. */
  sent(): Promise<{ to: string; subject: string; text: string }[]>;
}

/** MailDev as the transport, and what it received since now. */
async function keeper(): Promise<Inbox> {
  const seen = new Set((await maildev.emails()).map((email) => email.id));
  const transport = smtpTransport({
    host: '127.0.0.1',
    port: maildev.smtpPort,
    secure: false,
    user: '',
    password: '',
  });
  return {
    send: (message) => transport.send(message),
    sent: async () =>
      (await maildev.emails())
        .filter((email: MailDevEmail) => !seen.has(email.id))
        .map((email) => ({
          to: email.to[0]?.address ?? '',
          subject: email.subject,
          text: email.text,
        })),
  };
}

async function user(uid: string, data: Record<string, unknown>) {
  await store.db.doc(`users/${uid}`).set({ email: `${uid}@example.test`, ...data });
}

describe('who is notified', () => {
  beforeEach(() => store.clear());

  it('tells every admin of the product about a new service request, not the requester or others', async () => {
    await user('staff1', { roles: { connect: 'admin' } });
    await user('legacy', { role: 'admin' });
    await user('smmonly', { roles: { smm: 'admin' } });
    await user('client', { roles: { connect: 'user' } });
    await store.db.runTransaction(async (tx) =>
      queueNotification(store.db, tx, {
        event: 'service_request_created',
        audience: { staffOf: 'connect' },
        params: { actor: 'Clara', subject: 'New logo' },
        path: '/app/admin/service-requests',
        product: 'connect',
        actorUid: 'client',
      }),
    );
    const mail = await keeper();
    await drainNotifications(store.db, config, mail);
    expect((await mail.sent()).map((m) => m.to).sort()).toEqual([
      'legacy@example.test',
      'staff1@example.test',
    ]);
    expect((await mail.sent())[0]?.text).toContain(
      'http://app.test/connect/app/admin/service-requests',
    );
  });

  it('follows each person’s channel per category: none, in-app only, email only', async () => {
    await user('a', {});
    await user('b', {});
    await user('c', {});
    await store.db.doc('notificationPrefs/a').set({ channels: { approvals: 'none' } });
    await store.db.doc('notificationPrefs/b').set({ channels: { approvals: 'in_app' } });
    await store.db.doc('notificationPrefs/c').set({ channels: { approvals: 'email' } });
    await store.db.runTransaction(async (tx) =>
      queueNotification(store.db, tx, {
        event: 'approval_requested',
        audience: { uids: ['a', 'b', 'c', 'actor'] },
        params: { subject: 'Post' },
        path: '/app/posts',
        product: 'smm',
        actorUid: 'actor',
      }),
    );
    const mail = await keeper();
    await drainNotifications(store.db, config, mail);
    expect((await mail.sent()).map((m) => m.to)).toEqual(['c@example.test']);
    const inApp = async (uid: string) =>
      (await store.db.collection(`notifications/${uid}/items`).get()).size;
    expect([await inApp('a'), await inApp('b'), await inApp('c'), await inApp('actor')]).toEqual([
      0, 1, 0, 0,
    ]);
  });

  it('holds mail for a digest reader until the morning, then sends one email with all of it', async () => {
    await user('d', {});
    await store.db.doc('notificationPrefs/d').set({ digest: true, locale: 'es' });
    for (const subject of ['Uno', 'Dos']) {
      await store.db.runTransaction(async (tx) =>
        queueNotification(store.db, tx, {
          event: 'approved',
          audience: { uids: ['d'] },
          params: { subject },
          path: '/app/posts',
          product: 'smm',
        }),
      );
    }
    const mail = await keeper();
    const now = new Date('2030-05-01T10:00:00Z');
    await drainNotifications(store.db, config, mail, () => now);
    expect(await mail.sent()).toHaveLength(0);
    const morning = nextDigestAt(now);
    expect(morning.toISOString()).toBe('2030-05-02T07:00:00.000Z');
    await drainNotifications(store.db, config, mail, () => morning);
    expect(await mail.sent()).toHaveLength(1);
    expect((await mail.sent())[0]?.subject).toBe('Tu resumen diario de SMM');
    expect((await mail.sent())[0]?.text).toContain('«Uno»');
    expect((await mail.sent())[0]?.text).toContain('«Dos»');
    await drainNotifications(store.db, config, mail, () => morning);
    expect(await mail.sent()).toHaveLength(1);
  });

  it('warns staff once that a courtesy subscription ends within three days', async () => {
    const now = new Date('2030-05-01T10:00:00Z');
    await user('staff', { roles: { smm: 'admin' } });
    await store.db.doc('workspaces/w1').set({ name: 'Bakery', product: 'smm' });
    await store.db.doc('subscriptions/w1').set({
      status: 'courtesy',
      courtesy: { expiresAt: Timestamp.fromDate(new Date('2030-05-03T00:00:00Z')) },
    });
    expect(await warnExpiringCourtesy(store.db, now)).toBe(1);
    expect(await warnExpiringCourtesy(store.db, now)).toBe(0);
    const mail = await keeper();
    await drainNotifications(store.db, config, mail, () => now);
    expect((await mail.sent()).map((m) => m.subject)).toEqual([
      'A courtesy subscription is about to expire',
    ]);
    expect((await mail.sent())[0]?.text).toContain(
      'The courtesy subscription of Bakery ends on May 3, 2030.',
    );
  });

  it('tells every account about new terms, in batches, with no unsubscribe link', async () => {
    for (let i = 0; i < 3; i += 1) await user(`u${i}`, {});
    await store.db.runTransaction(async (tx) =>
      queueNotification(store.db, tx, {
        event: 'terms_updated',
        audience: { allUsers: true },
        params: {},
        path: '/terms',
        product: 'smm',
      }),
    );
    const mail = await keeper();
    await drainNotifications(store.db, config, mail);
    await drainNotifications(store.db, config, mail);
    expect((await mail.sent()).map((m) => m.to).sort()).toEqual([
      'u0@example.test',
      'u1@example.test',
      'u2@example.test',
    ]);
    expect((await mail.sent())[0]?.text).not.toContain('unsubscribe');
    const outbox = await store.db.collection(OUTBOX).get();
    expect(outbox.docs.every((doc) => doc.get('status') === 'processed')).toBe(true);
    expect((await store.db.collection(DELIVERIES).get()).size).toBe(3);
  });
});

describe('a secret link waiting to be sent', () => {
  beforeEach(() => store.clear());

  it('is never written into the delivery admins list: the outbox keeps it until the mail is sent', async () => {
    const url = 'http://app.test/invite/S3cretT0kenS3cretT0kenS3cretT0kenS3cretT0k';
    await store.db
      .collection(OUTBOX)
      .doc('inv1')
      .set({
        event: 'invitation',
        recipients: [{ email: 'newcomer@example.test', uid: null }],
        data: {
          acceptUrl: url,
          invitationId: 'i1',
          kind: 'member',
          product: 'smm',
          invitedByName: 'Olive',
        },
        createdAt: Timestamp.now(),
        status: 'pending',
      });
    // The mail server is down: the delivery waits, pending.
    const down: MailTransport = {
      send: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
    };
    await drainNotifications(store.db, config, down);
    const deliveries = (await store.db.collection(DELIVERIES).get()).docs.map((d) => d.data());
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.state).toBe('pending');
    expect(JSON.stringify(deliveries)).not.toContain('S3cretT0ken');
    expect(JSON.stringify(deliveries)).not.toContain('/invite/');
    expect((await store.db.doc(`${OUTBOX}/inv1`).get()).get('data.acceptUrl')).toBe(url);
    // Back up: the email carries the link, and no document keeps it any more.
    const mail = await keeper();
    await drainNotifications(store.db, config, mail, () => new Date(Date.now() + 3_600_000));
    expect((await mail.sent())[0]?.text).toContain(url);
    expect((await store.db.doc(`${OUTBOX}/inv1`).get()).get('data.acceptUrl')).toBeUndefined();
    const after = (await store.db.collection(DELIVERIES).get()).docs.map((d) => d.data());
    expect(after[0]?.state).toBe('sent');
    expect(JSON.stringify(after)).not.toContain('S3cretT0ken');
  });
});

describe('a mail about a workspace', () => {
  beforeEach(() => store.clear());

  /** A comment on a post of `workspaceId`, for `uid`, delivered through MailDev. */
  async function commentMail(workspaceId: string, uid: string) {
    await store.db.runTransaction(async (tx) =>
      queueNotification(store.db, tx, {
        event: 'comment_added',
        audience: { uids: [uid] },
        params: { actor: 'Olive', subject: 'Spring menu' },
        path: `/app/posts?workspace=${workspaceId}&post=p1`,
        product: 'connect',
        workspaceId,
      }),
    );
    const seen = new Set((await maildev.emails()).map((email) => email.id));
    await drainNotifications(store.db, config, await keeper());
    const fresh = (await maildev.emails()).filter((email) => !seen.has(email.id));
    expect(fresh).toHaveLength(1);
    return fresh[0] as MailDevEmail & { from: { address: string; name: string }[] };
  }

  it("wears the workspace's white label: its sender name, agency name, logo and colours, in the reader's language", async () => {
    await user('client', {});
    await store.db.doc('notificationPrefs/client').set({ locale: 'fr' });
    await store.db.doc('workspaces/wl').set({
      name: 'Northwind',
      product: 'connect',
      whiteLabel: {
        agencyName: 'Northwind Studio',
        senderName: 'Northwind Team',
        colour: '#1d3557',
        textColour: '#ffffff',
        logoPath: 'whiteLabels/wl/0123456789abcdef.png',
      },
    });
    const mail = await commentMail('wl', 'client');
    expect(mail.from).toEqual([{ address: 'notify@agency.test', name: 'Northwind Team' }]);
    expect(mail.html).toContain('Northwind Studio');
    expect(mail.html).toMatch(
      /<img src="[^"]+\/o\/whiteLabels%2Fwl%2F0123456789abcdef\.png\?alt=media"/,
    );
    expect(mail.html).toContain('background:#1d3557;color:#ffffff');
    expect(mail.html).toContain('lang="fr"');
    expect(mail.text).not.toContain('SMM');
  });

  it("wears the site's own name when the workspace has no label", async () => {
    await user('client', {});
    await store.db.doc('workspaces/plain').set({ name: 'Bakery', product: 'connect' });
    const mail = await commentMail('plain', 'client');
    expect(mail.from).toEqual([{ address: 'notify@agency.test', name: 'Agency' }]);
    expect(mail.html).not.toContain('data-brand');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('SMM');
  });
});
