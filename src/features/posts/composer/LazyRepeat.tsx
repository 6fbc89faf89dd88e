// The composer's repeat section loads on its own: it carries the rrule library, which must stay
// out of the composer's and the page's chunks.

import { lazy, Suspense } from 'react';
import type { RepeatSection as Section } from './RepeatSection';

const Loaded = lazy(() => import('./RepeatSection').then((m) => ({ default: m.RepeatSection })));

export function RepeatSection(props: Parameters<typeof Section>[0]) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
