// Client reports: what the report callables take, and the report they answer (computed by
// functions/src/domain/reports). Every figure names the rows it was computed from (keys into
// `sources`), so the page, the CSV and the PDF open the same posts and snapshots.

import * as v from 'valibot';
import { docIdSchema, localeSchema, productSchema } from '../common';

export const REPORT_PERIODS = ['last_week', 'last_month', 'custom'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIODS)[number];
/** The longest custom period. */
export const REPORT_MAX_DAYS = 366;

const daySchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a day written YYYY-MM-DD.'),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Must be a real day.'),
);

/** A payload naming a period: last week, last month, or custom days (both included). */
/* @__NO_SIDE_EFFECTS__ */
export function withPeriod<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.strictObject({
      ...entries,
      period: v.picklist(REPORT_PERIODS),
      /** Custom periods: the first and last day, both included, in the workspace's zone. */
      from: v.optional(daySchema),
      to: v.optional(daySchema),
    }),
    v.check(
      (input) => input.period !== 'custom' || (input.from !== undefined && input.to !== undefined),
      'A custom period names its first and last day.',
    ),
    v.check(
      (input) =>
        input.from === undefined ||
        input.to === undefined ||
        (Date.parse(input.from) <= Date.parse(input.to) &&
          Date.parse(input.to) - Date.parse(input.from) < REPORT_MAX_DAYS * 86_400_000),
      `A period ends after it starts and lasts at most ${REPORT_MAX_DAYS} days.`,
    ),
  );
}

export const readReportSchema = withPeriod({ workspaceId: docIdSchema });
export type ReadReportInput = v.InferOutput<typeof readReportSchema>;

export type SourceKind =
  | 'delivery'
  | 'failure'
  | 'snapshot'
  | 'followers'
  | 'approval'
  | 'request'
  | 'conversation'
  /** A post's short-link clicks to date (workspaces/{id}/linkClicks/{postId}). */
  | 'clicks';

/** A row a figure was computed from, as the web page, the CSV and the PDF's appendix show it. */
export interface SourceRow {
  key: string;
  kind: SourceKind;
  /** The stored document: a post, a metrics snapshot, a service request or a conversation. */
  docId: string;
  postId: string | null;
  channelId: string | null;
  network: string | null;
  /** ISO time of the row: published, captured, decided, opened. */
  at: string;
  label: string;
  values: Record<string, number | string | null>;
}

export interface Figure {
  value: number;
  sources: string[];
}

export interface Engagement {
  reach: Figure;
  impressions: Figure;
  engagements: Figure;
  /** engagements ÷ impressions, of the deliveries whose network reports impressions. */
  rate: number | null;
}

export interface Duration {
  count: number;
  medianMs: number | null;
  slowestMs: number | null;
  slowestKey: string | null;
  sources: string[];
}

export interface PeriodFigures {
  published: { total: Figure; byNetwork: Record<string, Figure> };
  /** Scheduled deliveries published in the period, and those within ON_TIME_MS of their time. */
  onTime: { due: Figure; onTime: Figure; rate: number | null };
  failures: Figure;
  engagement: { total: Engagement; byNetwork: Record<string, Engagement> };
  topPosts: TopPost[];
  /** The period's published posts whose short links were clicked, most clicked first. */
  linkClicks: PostClicks[];
  followers: { total: Figure; byChannel: FollowerChange[] };
  approvals: Duration;
  requests: { opened: Figure; answered: Figure; firstReply: Duration };
  conversations: { answered: Figure; firstReply: Duration };
  ledger: LedgerLine[];
}

export interface TopPost {
  postId: string;
  text: string;
  mediaPath: string | null;
  url: string | null;
  networks: string[];
  engagements: number;
  impressions: number;
  sources: string[];
}

/** Clicks on a post's short links since it was published, and visitors (one a day). */
export interface PostClicks {
  postId: string;
  text: string;
  clicks: number;
  visitors: number;
  sources: string[];
}

export interface FollowerChange {
  channelId: string;
  network: string;
  name: string;
  start: number;
  end: number;
  change: number;
  sources: string[];
}

export interface LedgerLine {
  kind: 'published' | 'approvals' | 'requests_answered' | 'conversations_answered' | 'failures';
  count: number;
  sources: string[];
}

export interface ComputedReport {
  current: PeriodFigures;
  previous: PeriodFigures;
  sources: Record<string, SourceRow>;
}

/** The half-open span [startMs, endMs) of a period, with its first and last day. */
export interface ReportPeriod {
  startMs: number;
  endMs: number;
  from: string;
  to: string;
}

/** What readReport answers. */
export interface ClientReport extends ComputedReport {
  workspace: {
    id: string;
    name: string;
    timeZone: string;
    colour: string | null;
    logoPath: string | null;
    /** The workspace's white label, when it has one: the agency's name and the text colour. */
    agencyName?: string | null;
    textColour?: string | null;
  };
  period: ReportPeriodKind;
  currentPeriod: ReportPeriod;
  previousPeriod: ReportPeriod;
  generatedAt: string;
}

export const listReportWorkspacesSchema = v.strictObject({ product: productSchema });
export type ListReportWorkspacesInput = v.InferOutput<typeof listReportWorkspacesSchema>;

/** A workspace whose reports the caller may read, and whether they may also manage them. */
export interface ReportWorkspace {
  id: string;
  name: string;
  timeZone: string;
  manage: boolean;
}

/**
 * Where the report page lives in each variant: smm has its own route; connect's route table is
 * the seed's and does not grow, so there it is a view of the analytics page. Emails link here.
 */
export function reportPath(product: string): string {
  return product === 'connect' ? '/app/analytics?view=report' : '/app/reports';
}

export const readReportPdfSchema = withPeriod({
  workspaceId: docIdSchema,
  /** The PDF's language; the reader's own unless they choose another. */
  locale: localeSchema,
});
export type ReadReportPdfInput = v.InferOutput<typeof readReportPdfSchema>;

/** One client workspace in the agency's overview (last month against the month before). */
export interface AgencyOverviewRow {
  workspaceId: string;
  name: string;
  posts: number;
  onTimeRate: number | null;
  engagements: number;
  /** Engagements against the month before, as a fraction; null when there were none then. */
  engagementChange: number | null;
  pendingApprovals: number;
  overdueRequests: number;
}
