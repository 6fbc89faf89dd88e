// Client reports: the workspaces whose reports the person reads, and a workspace's report for a
// period (computed by the server, every figure with its sources).

import type { ReportLinkSummary } from '@model/schemas/reports/report-links';
import type { ReportScheduleSummary } from '@model/schemas/reports/report-schedules';
import type {
  AgencyOverviewRow,
  ClientReport,
  ReadReportInput,
  ReportWorkspace,
} from '@model/schemas/reports/reports';
import type { Product } from '@model/variant';
import { callFunction } from '../functions';

export type { ClientReport, ReportLinkSummary, ReportWorkspace };

export async function listReportWorkspaces(product: Product): Promise<ReportWorkspace[]> {
  const answer = await callFunction<{ product: Product }, { workspaces: ReportWorkspace[] }>(
    'listReportWorkspaces',
    { product },
  );
  return answer.workspaces;
}

export function readReport(input: ReadReportInput): Promise<ClientReport> {
  return callFunction('readReport', input);
}

export function createReportLink(input: {
  requestId: string;
  workspaceId: string;
  period: ReadReportInput['period'];
  from?: string;
  to?: string;
}): Promise<{ linkId: string; url?: string; expiresAt: string }> {
  return callFunction('createReportLink', input);
}

export async function listReportLinks(workspaceId: string): Promise<ReportLinkSummary[]> {
  const answer = await callFunction<{ workspaceId: string }, { links: ReportLinkSummary[] }>(
    'listReportLinks',
    { workspaceId },
  );
  return answer.links;
}

export function revokeReportLink(workspaceId: string, linkId: string): Promise<unknown> {
  return callFunction('revokeReportLink', { workspaceId, linkId });
}

export type ReportLinkView =
  | { status: 'active'; report: ClientReport }
  | { status: 'expired' | 'revoked' };

export function openReportLink(token: string): Promise<ReportLinkView> {
  return callFunction('openReportLink', { token });
}

export function readReportPdf(
  input: ReadReportInput & { locale: string },
): Promise<{ fileName: string; pdf: string }> {
  return callFunction('readReportPdf', input);
}

export function setReportSchedule(input: {
  requestId: string;
  workspaceId: string;
  frequency: 'weekly' | 'monthly';
  time: string;
  recipients: { email: string; locale: string }[];
}): Promise<{ scheduleId: string; nextRunAt: string }> {
  return callFunction('setReportSchedule', input);
}

export async function listReportSchedules(workspaceId: string): Promise<ReportScheduleSummary[]> {
  const answer = await callFunction<
    { workspaceId: string },
    { schedules: ReportScheduleSummary[] }
  >('listReportSchedules', { workspaceId });
  return answer.schedules;
}

export function deleteReportSchedule(workspaceId: string, scheduleId: string): Promise<unknown> {
  return callFunction('deleteReportSchedule', { workspaceId, scheduleId });
}

export async function agencyOverview(product: Product): Promise<AgencyOverviewRow[]> {
  const answer = await callFunction<{ product: Product }, { rows: AgencyOverviewRow[] }>(
    'agencyOverview',
    { product },
  );
  return answer.rows;
}
