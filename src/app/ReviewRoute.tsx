// /review/:token: a review link's posts, or (by `?view=report`) a report share link. Connect's
// route table is the seed's and has no public report route, so both links share this one.

import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { ReviewPage } from '../features/review/ReviewPage';
import { Spinner } from '../ui/Spinner';

const ReportLinkPage = lazy(() =>
  import('../features/reports/ReportLinkPage').then((m) => ({ default: m.ReportLinkPage })),
);

export function ReviewRoute() {
  if (new URLSearchParams(useSearch()).get('view') !== 'report') return <ReviewPage />;
  return (
    <Suspense fallback={<Spinner />}>
      <ReportLinkPage />
    </Suspense>
  );
}
