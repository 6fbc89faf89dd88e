// Client reports: the workspaces whose reports the person reads, and a workspace's report for a
// period (computed by the server, every figure with its sources).

import type { ClientReport, ReadReportInput, ReportWorkspace } from '@model/schemas/reports';
import type { Product } from '@model/variant';
import { callFunction } from './functions';

export type { ClientReport, ReportWorkspace };

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
