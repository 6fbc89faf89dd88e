// Client reports: read, share links, schedules, the agency overview: each callable's payload schema
// and reply (see ./entry.ts).

import {
  createReportLinkSchema,
  listReportLinksSchema,
  openReportLinkSchema,
  type ReportLinkSummary,
  revokeReportLinkSchema,
} from '../schemas/reports/report-links';
import {
  deleteReportScheduleSchema,
  listReportSchedulesSchema,
  type ReportScheduleSummary,
  setReportScheduleSchema,
} from '../schemas/reports/report-schedules';
import {
  type AgencyOverviewRow,
  type ClientReport,
  listReportWorkspacesSchema,
  type ReportWorkspace,
  readReportPdfSchema,
  readReportSchema,
} from '../schemas/reports/reports';
import { reply } from './entry';

export const REPORT_CALLABLES = {
  agencyOverview: {
    input: listReportWorkspacesSchema,
    reply: reply<{
      rows: AgencyOverviewRow[];
    }>(),
  },
  createReportLink: {
    input: createReportLinkSchema,
    reply: reply<{
      linkId: string;
      url?: string;
      expiresAt: string;
    }>(),
  },
  deleteReportSchedule: {
    input: deleteReportScheduleSchema,
    reply: reply<{
      scheduleId: string;
    }>(),
  },
  listReportLinks: {
    input: listReportLinksSchema,
    reply: reply<{
      links: ReportLinkSummary[];
    }>(),
  },
  listReportSchedules: {
    input: listReportSchedulesSchema,
    reply: reply<{
      schedules: ReportScheduleSummary[];
    }>(),
  },
  listReportWorkspaces: {
    input: listReportWorkspacesSchema,
    reply: reply<{
      workspaces: ReportWorkspace[];
    }>(),
  },
  openReportLink: {
    input: openReportLinkSchema,
    reply: reply<
      | {
          status: 'active';
          report: ClientReport;
        }
      | {
          status: 'expired' | 'revoked';
        }
    >(),
  },
  readReport: { input: readReportSchema, reply: reply<ClientReport>() },
  readReportPdf: {
    input: readReportPdfSchema,
    reply: reply<{
      fileName: string;
      pdf: string;
    }>(),
  },
  revokeReportLink: {
    input: revokeReportLinkSchema,
    reply: reply<{
      linkId: string;
      changed: boolean;
    }>(),
  },
  setReportSchedule: {
    input: setReportScheduleSchema,
    reply: reply<{
      scheduleId: string;
      nextRunAt: string;
    }>(),
  },
} as const;
