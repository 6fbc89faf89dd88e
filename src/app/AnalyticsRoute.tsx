// /app/analytics: the analytics screen with a link to the client report, or (by `?view=report`)
// the client report itself. Connect's route table is the seed's and has no report route, so
// connect reaches the report here; smm has it at /app/reports as well.

import { useLingui } from '@lingui/react';
import { reportPath } from '@model/schemas/reports/reports';
import { lazy, Suspense } from 'react';
import { Link, useSearch } from 'wouter';
import { AnalyticsPage } from '../features/analytics/AnalyticsPage';
import { report as reportMessages } from '../features/reports/messages';
import { Skeleton } from '../ui/Skeleton';
import { useVariant } from '../ui/variant';

const ReportsPage = lazy(() =>
  import('../features/reports/ReportsPage').then((m) => ({ default: m.ReportsPage })),
);

export function AnalyticsRoute() {
  const { _ } = useLingui();
  const { product } = useVariant();
  if (new URLSearchParams(useSearch()).get('view') === 'report') {
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
    </>
  );
}
