// Client reports: the workspaces whose reports the person reads, and a workspace's report for a
// period (computed by the server, every figure with its sources).

import type { CallableInput, CallableReply } from '@model/callables';
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
  const answer = await callFunction('listReportWorkspaces', { product });
  return answer.workspaces;
}

export function readReport(input: ReadReportInput): Promise<CallableReply<'readReport'>> {
  return callFunction('readReport', input);
}

export function createReportLink(
  input: CallableInput<'createReportLink'>,
): Promise<CallableReply<'createReportLink'>> {
  return callFunction('createReportLink', input);
}

export async function listReportLinks(workspaceId: string): Promise<ReportLinkSummary[]> {
  const answer = await callFunction('listReportLinks', { workspaceId });
  return answer.links;
}

export function revokeReportLink(workspaceId: string, linkId: string): Promise<unknown> {
  return callFunction('revokeReportLink', { workspaceId, linkId });
}

export type ReportLinkView = CallableReply<'openReportLink'>;

export function openReportLink(token: string): Promise<CallableReply<'openReportLink'>> {
  return callFunction('openReportLink', { token });
}

export function readReportPdf(
  input: CallableInput<'readReportPdf'>,
): Promise<CallableReply<'readReportPdf'>> {
  return callFunction('readReportPdf', input);
}

export function setReportSchedule(
  input: CallableInput<'setReportSchedule'>,
): Promise<CallableReply<'setReportSchedule'>> {
  return callFunction('setReportSchedule', input);
}

export async function listReportSchedules(workspaceId: string): Promise<ReportScheduleSummary[]> {
  const answer = await callFunction('listReportSchedules', { workspaceId });
  return answer.schedules;
}

export function deleteReportSchedule(workspaceId: string, scheduleId: string): Promise<unknown> {
  return callFunction('deleteReportSchedule', { workspaceId, scheduleId });
}

export async function agencyOverview(product: Product): Promise<AgencyOverviewRow[]> {
  const answer = await callFunction('agencyOverview', { product });
  return answer.rows;
}
