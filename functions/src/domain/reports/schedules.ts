// Scheduled client reports. A schedule says weekly (last week's report each Monday) or monthly
// (last month's on the 1st), at a time of day in the workspace's zone, and who receives it in
// which language. Each run happens in one transaction that writes a share link, one outbox
// document (the notifications pipeline then mails every recipient once, with its retries: never
// twice, never lost) and the schedule's next run, so a run is neither repeated nor skipped.

import { instantToWall, wallToInstant } from '@model/queue-slots';
import type {
  DeleteReportScheduleInput,
  ReportFrequency,
  ReportScheduleSummary,
  SetReportScheduleInput,
} from '@model/schemas/reports/report-schedules';
import { reportScheduleDocSchema } from '@model/schemas/reports/report-schedules';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { notFound } from '../errors';
import { runOnce } from '../idempotency';
import { hashInvitationToken, newInvitationToken } from '../invitations/invites';
import { OUTBOX } from '../notifications/outbox';
import { storedField } from '../stored';
import { reportPeriods } from './period';
import { readWorkspaceFor } from './report';
import { REPORT_LINKS, reportLinkUrl } from './sharing';

export const REPORT_SCHEDULES = 'reportSchedules';
const DAY_MS = 86_400_000;
/** A scheduled report's link lasts as long as a month's report is read. */
const SCHEDULED_LINK_DAYS = 45;
/** Schedules run in one pass at most; the rest wait for the next minute. */
const RUN_BATCH = 50;

/**
 * The first run strictly after `after`: the next Monday (weekly) or 1st of the month (monthly)
 * at `time` in `zone`, as the zone's wall clock reads it on that day.
 */
export function nextRunAt(
  frequency: ReportFrequency,
  time: string,
  zone: string,
  after: Date,
): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = instantToWall(after.getTime(), zone);
  const today = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  const at = (dayWall: number) => wallToInstant(dayWall + (hours * 60 + minutes) * 60_000, zone);
  const d = new Date(today);
  const monday = today - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  // This period's day, then the next one's: the second always lies ahead.
  const days =
    frequency === 'weekly'
      ? [monday, monday + 7 * DAY_MS]
      : [0, 1].map((k) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + k, 1));
  const instant = days.map(at).find((t) => t > after.getTime()) as number;
  return new Date(instant);
}

function summaryOf(id: string, data: Record<string, unknown> | undefined): ReportScheduleSummary {
  const field = <K extends keyof typeof reportScheduleDocSchema.entries & string>(key: K) =>
    storedField(reportScheduleDocSchema, data, key, null);
  return {
    id,
    frequency: field('frequency') ?? 'monthly',
    time: field('time') ?? '09:00',
    recipients: field('recipients') ?? [],
    nextRunAt: field('nextRunAt')?.toDate().toISOString() ?? '',
    lastRunAt: field('lastRunAt')?.toDate().toISOString() ?? null,
  };
}

export async function setReportSchedule(
  db: Firestore,
  caller: Caller,
  input: SetReportScheduleInput,
  now: Date,
): Promise<{ scheduleId: string; nextRunAt: string }> {
  const workspace = await readWorkspaceFor(db, caller, input.workspaceId, 'schedule');
  const zone = String(workspace.data.timeZone ?? 'UTC');
  const next = nextRunAt(input.frequency, input.time, zone, now);
  return runOnce(
    db,
    {
      operation: 'setReportSchedule',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      const ref = db.collection(REPORT_SCHEDULES).doc();
      tx.create(ref, {
        workspaceId: workspace.id,
        product: workspace.product,
        frequency: input.frequency,
        time: input.time,
        recipients: input.recipients.map((r) => ({
          email: r.email.toLowerCase(),
          locale: r.locale,
        })),
        nextRunAt: Timestamp.fromDate(next),
        lastRunAt: null,
        createdBy: caller.uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { scheduleId: ref.id, nextRunAt: next.toISOString() };
    },
  );
}

export async function listReportSchedules(
  db: Firestore,
  caller: Caller,
  workspaceId: string,
): Promise<{ schedules: ReportScheduleSummary[] }> {
  await readWorkspaceFor(db, caller, workspaceId, 'schedule');
  const found = await db.collection(REPORT_SCHEDULES).where('workspaceId', '==', workspaceId).get();
  return { schedules: found.docs.map((doc) => summaryOf(doc.id, doc.data())) };
}

export async function deleteReportSchedule(
  db: Firestore,
  caller: Caller,
  input: DeleteReportScheduleInput,
): Promise<{ scheduleId: string }> {
  const workspace = await readWorkspaceFor(db, caller, input.workspaceId, 'schedule');
  const ref = db.collection(REPORT_SCHEDULES).doc(input.scheduleId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('workspaceId') !== workspace.id) throw notFound('The schedule');
    tx.delete(ref);
    return { scheduleId: ref.id };
  });
}

/** Sends the reports whose time has come: one transaction per schedule run. */
export async function queueDueReports(db: Firestore, now: Date): Promise<number> {
  const due = await db
    .collection(REPORT_SCHEDULES)
    .where('nextRunAt', '<=', Timestamp.fromDate(now))
    .limit(RUN_BATCH)
    .get();
  let queued = 0;
  for (const doc of due.docs) {
    const ran = await db.runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      const data = snap.data();
      const at = storedField(reportScheduleDocSchema, data, 'nextRunAt', null);
      // Another pass ran it since the query: its next run is in the future now.
      if (!data || !at || at.toMillis() > now.getTime()) return false;
      const workspaceRef = db.collection('workspaces').doc(String(data.workspaceId));
      const workspace = await tx.get(workspaceRef);
      if (!workspace.exists) {
        tx.delete(doc.ref);
        return false;
      }
      const summary = summaryOf(doc.id, data);
      const zone = String(workspace.get('timeZone') ?? 'UTC');
      const period = summary.frequency === 'weekly' ? 'last_week' : 'last_month';
      const days = reportPeriods(period, zone, now).current;
      const product = String(workspace.get('product') ?? 'smm');
      const token = newInvitationToken();
      const link = db.collection(REPORT_LINKS).doc();
      tx.create(link, {
        workspaceId: workspaceRef.id,
        product,
        tokenHash: hashInvitationToken(token),
        period,
        from: null,
        to: null,
        at: Timestamp.fromDate(now),
        expiresAt: Timestamp.fromMillis(now.getTime() + SCHEDULED_LINK_DAYS * DAY_MS),
        createdBy: String(data.createdBy ?? ''),
        revokedAt: null,
        revokedBy: null,
        lastUsedAt: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      // One outbox document per recipient: the link sits in the server-only outbox until that
      // recipient's delivery sends it and removes it (SECRET_LINK in fanout.ts).
      summary.recipients.forEach((recipient, index) => {
        tx.create(db.collection(OUTBOX).doc(`report_${doc.id}_${at.toMillis()}_${index}`), {
          event: 'report_ready',
          recipients: [{ email: recipient.email, uid: null, locale: recipient.locale }],
          data: {
            reportUrl: reportLinkUrl(product, token),
            workspaceName: String(workspace.get('name') ?? ''),
            period: `${days.from} – ${days.to}`,
            attachment: {
              kind: 'report',
              workspaceId: workspaceRef.id,
              period,
              at: Timestamp.fromDate(now),
            },
          },
          product,
          workspaceId: workspaceRef.id,
          actorUid: null,
          createdAt: FieldValue.serverTimestamp(),
          status: 'pending',
        });
      });
      tx.update(doc.ref, {
        nextRunAt: Timestamp.fromDate(nextRunAt(summary.frequency, summary.time, zone, now)),
        lastRunAt: Timestamp.fromDate(now),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return true;
    });
    if (ran) queued++;
  }
  return queued;
}
