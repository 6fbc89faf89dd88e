// The analytics page's state as its address holds it (url-fields.ts): the period in days and
// the workspace ('' for all of them), so a reload, Back or a shared link shows the same figures.

import { urlCodec } from '../../lib/url-state/url-codec';

export type PeriodDays = '7' | '30' | '90';
export type AnalyticsUrlState = { days: PeriodDays; workspace: string };

export const analyticsUrl = urlCodec<AnalyticsUrlState>({
  days: { key: 'days', fallback: '30', values: ['7', '30', '90'] },
  workspace: { key: 'workspace', fallback: '' },
});
