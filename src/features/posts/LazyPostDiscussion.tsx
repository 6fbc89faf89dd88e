// The post's comments and history load on their own, after the composer: the posts page's
// chunk stays within its budget.

import { type ComponentProps, lazy, Suspense } from 'react';
import type { PostDiscussion as Discussion } from './PostDiscussion';

const Loaded = lazy(() => import('./PostDiscussion').then((m) => ({ default: m.PostDiscussion })));

export function PostDiscussion(props: ComponentProps<typeof Discussion>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
