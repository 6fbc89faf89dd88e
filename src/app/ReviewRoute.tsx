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

// A post that went out shows its outcomes as the posts page does; loaded only for such a post.
const Outcomes = lazy(() =>
  import('../features/posts/Outcomes').then((m) => ({ default: m.Outcomes })),
);

const ReconnectPage = lazy(() =>
  import('../features/weather/ReconnectPage').then((m) => ({ default: m.ReconnectPage })),
);

export function ReviewRoute() {
  const view = new URLSearchParams(useSearch()).get('view');
  if (view !== 'report' && view !== 'reconnect') return <ReviewPage Outcomes={Outcomes} />;
  return (
    <Suspense fallback={<Spinner />}>
      {view === 'report' ? <ReportLinkPage /> : <ReconnectPage />}
    </Suspense>
  );
}
