// /app/posts: the posts page, or (by `?view=inbox`) the unified inbox. Connect's route table is
// the seed's and has no inbox route, so connect reaches the inbox here; smm has /app/inbox too.

import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { Skeleton } from '../ui/Skeleton';

const InboxPage = lazy(() =>
  import('../features/inbox/InboxPage').then((m) => ({ default: m.InboxPage })),
);
const PostsPage = lazy(() =>
  import('../features/posts/PostsPage').then((m) => ({ default: m.PostsPage })),
);

export function PostsRoute() {
  const inbox = new URLSearchParams(useSearch()).get('view') === 'inbox';
  return <Suspense fallback={<Skeleton />}>{inbox ? <InboxPage /> : <PostsPage />}</Suspense>;
}
