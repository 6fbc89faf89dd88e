// /review/:token: a review link's posts, or (by `?view=report`) a report share link, or (by
// `?view=reconnect`) a client's self-reconnect link. Connect's route table is the seed's and has
// no public route for either, so the links share this one.

import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { ReviewPage } from '../features/review/ReviewPage';
import { Spinner } from '../ui/Spinner';

const ReportLinkPage = lazy(() =>
  import('../features/reports/ReportLinkPage').then((m) => ({ default: m.ReportLinkPage })),
);

const ReconnectPage = lazy(() =>
  import('../features/weather/ReconnectPage').then((m) => ({ default: m.ReconnectPage })),
);

export function ReviewRoute() {
  const view = new URLSearchParams(useSearch()).get('view');
  if (view !== 'report' && view !== 'reconnect') return <ReviewPage />;
  return (
    <Suspense fallback={<Spinner />}>
      {view === 'report' ? <ReportLinkPage /> : <ReconnectPage />}
    </Suspense>
  );
}
