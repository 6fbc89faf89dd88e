import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { pdfText } from '../../../../test/support/report-pdf';
import type { MailMessage, MailTransport } from '../../mail/transport';
import type { Caller } from '../caller';
import { drainNotifications } from '../notifications/drain';
import { closePdfBrowser } from './pdf/render';
import { nextRunAt, queueDueReports, setReportSchedule } from './schedules';

const fs = suiteFirestore();
afterAll(closePdfBrowser);

describe('nextRunAt in the workspace zone', () => {
  it('is the next Monday at the time, across the spring change in Paris', () => {
    const at = nextRunAt('weekly', '09:00', 'Europe/Paris', new Date('2026-03-28T10:00:00Z'));
    // 09:00 summer time on Monday 30 March.
    expect(at.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    // At the very moment of a run, the next is a week on.
    expect(nextRunAt('weekly', '09:00', 'Europe/Paris', at).toISOString()).toBe(
      '2026-04-06T07:00:00.000Z',
    );
  });

  it('is the 1st of the next month at the time, across the autumn change', () => {
    const at = nextRunAt('monthly', '08:30', 'Europe/Paris', new Date('2026-10-15T10:00:00Z'));
    expect(at.toISOString()).toBe('2026-11-01T07:30:00.000Z');
    // Early on the 1st, before the time: that same day.
    expect(
      nextRunAt('monthly', '08:30', 'Europe/Paris', new Date('2026-11-01T05:00:00Z')).toISOString(),
    ).toBe('2026-11-01T07:30:00.000Z');
  });
});

const NOW = new Date('2026-11-02T08:00:00Z');
const config = {
  appOrigin: 'http://app.test',
  unsubscribeUrl: 'http://fn.test/unsubscribe',
  from: 'Agency <notify@agency.test>',
  secret: 'k',
};

beforeAll(async () => {
  await fs.clear();
  await fs.db.doc('workspaces/w1').set({
    name: 'Boulangerie Soleil',
    product: 'connect',
    ownerUid: 'owner',
    members: { owner: 'owner', viewer: 'viewer' },
    timeZone: 'Europe/Paris',
    channelIds: [],
    createdAt: Timestamp.fromDate(NOW),
    updatedAt: Timestamp.fromDate(NOW),
  });
});

describe('scheduled reports', () => {
  it('are set by the owner, sent once per run to each recipient in their language, with the PDF', async () => {
    const owner: Caller = {
      uid: 'owner',
      email: 'owner@example.test',
      doc: { roles: { connect: 'user' } },
    };
    const viewer: Caller = {
      uid: 'viewer',
      email: 'viewer@example.test',
      doc: { roles: { connect: 'user' } },
    };
    const input = {
      requestId: 'sched-1-abcdefgh',
      workspaceId: 'w1',
      frequency: 'monthly' as const,
      time: '09:00',
      recipients: [
        { email: 'Client@Example.test', locale: 'fr' as const },
        { email: 'boss@example.test', locale: 'ar' as const },
      ],
    };
    await expect(
      setReportSchedule(fs.db, viewer, { ...input, requestId: 'sched-2-abcdefgh' }, NOW),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const set = await setReportSchedule(fs.db, owner, input, NOW);
    expect(set.nextRunAt).toBe('2026-12-01T08:00:00.000Z');
    const runAt = new Date('2026-12-01T08:00:30Z');
    // Two passes at once: one run, one outbox document, one link.
    expect(
      (await Promise.all([queueDueReports(fs.db, runAt), queueDueReports(fs.db, runAt)])).reduce(
        (a, b) => a + b,
      ),
    ).toBe(1);
    expect(await queueDueReports(fs.db, runAt)).toBe(0);
    expect((await fs.db.collection('reportLinks').get()).size).toBe(1);
    // Each recipient's notice names the workspace, whose white label (if any) dresses the mail.
    const notices = await fs.db.collection('outbox').get();
    expect(notices.docs.map((doc) => doc.get('workspaceId'))).toEqual(['w1', 'w1']);
    const schedule = (await fs.db.doc(`reportSchedules/${set.scheduleId}`).get()).data();
    expect(schedule?.nextRunAt.toDate().toISOString()).toBe('2027-01-01T08:00:00.000Z');

    const sent: MailMessage[] = [];
    const transport: MailTransport = {
      send: async (message) => {
        sent.push(message);
        return { response: '250 OK' };
      },
    };
    await drainNotifications(fs.db, config, transport, () => runAt);
    await drainNotifications(fs.db, config, transport, () => runAt);
    expect(sent.map((m) => m.to).sort()).toEqual(['boss@example.test', 'client@example.test']);
    const french = sent.find((m) => m.to === 'client@example.test') as MailMessage;
    expect(french.subject).toBe('Votre rapport client est prêt sur SMM');
    expect(french.text).toContain('Le rapport de Boulangerie Soleil');
    expect(french.text).toMatch(/\/connect\/review\/[A-Za-z0-9_-]{43}\?view=report/);
    expect(french.text).toContain('2026-11-01 – 2026-11-30');
    const pdf = french.attachments?.[0];
    expect(pdf?.contentType).toBe('application/pdf');
    expect((await pdfText(new Uint8Array(pdf?.content ?? []))).text).toContain(
      'Rapport client: Boulangerie Soleil',
    );
    const arabic = sent.find((m) => m.to === 'boss@example.test') as MailMessage;
    expect((await pdfText(new Uint8Array(arabic.attachments?.[0]?.content ?? []))).text).toContain(
      'Boulangerie Soleil',
    );
  });
});
