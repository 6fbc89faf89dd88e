// /app/analytics: the analytics screen with a link to the client report, or (by `?view=report`)
// the client report itself. Connect's route table is the seed's and has no report route, so
// connect reaches the report here; smm has it at /app/reports as well.

import { useLingui } from '@lingui/react';
import { reportPath } from '@model/schemas/reports/reports';
import { lazy, Suspense } from 'react';
import { Link, useSearch } from 'wouter';
import { AnalyticsPage } from '../features/analytics/AnalyticsPage';
import { feeds as feedMessages } from '../features/growth/feed-messages';
import { growth as growthMessages } from '../features/growth/messages';
import { report as reportMessages } from '../features/reports/messages';
import { Skeleton } from '../ui/Skeleton';
import { useVariant } from '../ui/variant';

const ReportsPage = lazy(() =>
  import('../features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);
// Growth tools (issue 40): best time to post, link settings and clicks, at ?view=growth.
const GrowthPage = lazy(() =>
  import('../features/growth/GrowthPage').then((m) => ({ default: m.GrowthPage })),
);
// Feeds whose new items become posts (issue 40), at ?view=feeds.
const FeedsPage = lazy(() =>
  import('../features/growth/FeedsPage').then((m) => ({ default: m.FeedsPage })),
);

export function AnalyticsRoute() {
  const { _ } = useLingui();
  const { product } = useVariant();
  const view = new URLSearchParams(useSearch()).get('view');
  if (view === 'growth') {
    return (
      <Suspense fallback={<Skeleton />}>
        <GrowthPage />
      </Suspense>
    );
  }
  if (view === 'feeds') {
    return (
      <Suspense fallback={<Skeleton />}>
        <FeedsPage />
      </Suspense>
    );
  }
  if (view === 'report') {
    return (
      <Suspense fallback={<Skeleton />}>
        <ReportsPage />
      </Suspense>
    );
  }
  return (
    <>
      <AnalyticsPage />
      <p className="report-link">
        <Link href={reportPath(product)}>{_(reportMessages.link)}</Link>
      </p>
      <p className="report-link">
        <Link href="/app/analytics?view=growth">{_(growthMessages.link)}</Link>
      </p>
      <p className="report-link">
        <Link href="/app/analytics?view=feeds">{_(feedMessages.link)}</Link>
      </p>
    </>
  );
}
