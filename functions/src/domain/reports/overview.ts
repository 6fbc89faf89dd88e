// The agency's overview for its staff: every client workspace of the product in one table, each
// row from that workspace's own last-month report (so a row and the report never disagree),
// with what waits on someone now: posts awaiting approval and service requests past their date.

import type { AgencyOverviewRow } from '@model/schemas/reports/reports';
import type { Product } from '@model/variant';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type Caller, requireAdminFor } from '../caller';
import { workspaceOf } from '../workspaces/workspaces';
import { reportOf } from './report';
import { REPORT_WORKSPACES_MAX } from './workspaces';

/** Reports computed at once: enough to overlap reads, few enough for a small instance. */
const CONCURRENT = 4;
const OPEN_REQUESTS = ['new', 'in_progress', 'waiting_client'];

function change(now: number, before: number): number | null {
  return before > 0 ? (now - before) / before : null;
}

export async function agencyOverview(
  db: Firestore,
  caller: Caller,
  product: Product,
  now: Date,
): Promise<{ rows: AgencyOverviewRow[] }> {
  requireAdminFor(caller, product);
  const snaps = (
    await db
      .collection('workspaces')
      .where('product', '==', product)
      .limit(REPORT_WORKSPACES_MAX)
      .get()
  ).docs;
  const rows: AgencyOverviewRow[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (next < snaps.length) {
        const snap = snaps[next++] as (typeof snaps)[number];
        const workspace = workspaceOf(snap.ref, snap);
        const [report, pending, requests] = await Promise.all([
          reportOf(db, workspace, { period: 'last_month' }, now),
          snap.ref.collection('posts').where('status', '==', 'in_review').count().get(),
          db.collection('serviceRequests').where('workspaceId', '==', snap.id).get(),
        ]);
        const overdue = requests.docs.filter((r) => {
          const due = r.get('dueAt');
          return (
            OPEN_REQUESTS.includes(String(r.get('status'))) &&
            due instanceof Timestamp &&
            due.toMillis() < now.getTime()
          );
        }).length;
        const engagements = report.current.engagement.total.engagements.value;
        rows.push({
          workspaceId: snap.id,
          name: report.workspace.name,
          posts: report.current.published.total.value,
          onTimeRate: report.current.onTime.rate,
          engagements,
          engagementChange: change(engagements, report.previous.engagement.total.engagements.value),
          pendingApprovals: pending.data().count,
          overdueRequests: overdue,
        });
      }
    }),
  );
  rows.sort((a, b) => a.name.localeCompare(b.name));
  return { rows };
}
