// A workspace's report for a period, for a caller the capability table lets read it (members of
// the workspace and the product's staff), or for a share link's visitor once the link checked
// out (sharing.ts). Computed on demand from the stored data: a report never goes stale, and
// there is no second copy of the figures to keep right.

import { mayOnReports, type ReportAction, workspaceActor } from '@model/capabilities';
import { whiteLabelOf } from '@model/schemas/branding/white-label';
import type { ClientReport, ReadReportInput } from '@model/schemas/reports/reports';
import type { Firestore } from 'firebase-admin/firestore';
import { allRoles, type Caller } from '../caller';
import { denied, invalid } from '../errors';
import {
  memberRoleOf,
  WORKSPACE_REFUSAL,
  type Workspace,
  workspaceOf,
} from '../workspaces/workspaces';
import { computeReport } from './compute';
import { loadReportData } from './load';
import { reportPeriods } from './period';

export async function readWorkspaceFor(
  db: Firestore,
  caller: Caller,
  workspaceId: string,
  action: ReportAction,
): Promise<Workspace> {
  const ref = db.collection('workspaces').doc(workspaceId);
  const workspace = workspaceOf(ref, await ref.get());
  const actor = workspaceActor(
    memberRoleOf(workspace, caller.uid),
    allRoles(caller.doc),
    workspace.product,
  );
  if (!mayOnReports(actor, action)) throw denied(WORKSPACE_REFUSAL);
  return workspace;
}

/** The report of a workspace already read (and allowed). */
export async function reportOf(
  db: Firestore,
  workspace: Workspace,
  input: Omit<ReadReportInput, 'workspaceId'>,
  now: Date,
): Promise<ClientReport> {
  const timeZone = String(workspace.data.timeZone ?? 'UTC');
  let periods: ReturnType<typeof reportPeriods>;
  try {
    periods = reportPeriods(
      input.period,
      timeZone,
      now,
      input.from && input.to ? { from: input.from, to: input.to } : undefined,
    );
  } catch (error) {
    throw invalid((error as Error).message);
  }
  const data = await loadReportData(
    db,
    workspace.id,
    periods.previous.startMs,
    periods.current.endMs,
  );
  const branding = workspace.data.branding as { colour?: unknown; logoPath?: unknown } | undefined;
  // A client's white label, when it has one, is what the report wears (screen, share link, PDF).
  const label = whiteLabelOf(workspace.data);
  return {
    workspace: {
      id: workspace.id,
      name: String(workspace.data.name ?? ''),
      timeZone,
      colour: label?.colour ?? (typeof branding?.colour === 'string' ? branding.colour : null),
      logoPath:
        label?.logoPath ?? (typeof branding?.logoPath === 'string' ? branding.logoPath : null),
      agencyName: label?.agencyName ?? null,
      textColour: label?.textColour ?? null,
    },
    period: input.period,
    currentPeriod: periods.current,
    previousPeriod: periods.previous,
    generatedAt: now.toISOString(),
    ...computeReport(data, periods.current, periods.previous),
  };
}

export async function readReport(
  db: Firestore,
  caller: Caller,
  input: ReadReportInput,
  now: Date,
): Promise<ClientReport> {
  const workspace = await readWorkspaceFor(db, caller, input.workspaceId, 'read');
  return reportOf(db, workspace, input, now);
}
