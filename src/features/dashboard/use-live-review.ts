// The posts in review of the given workspaces, live (review-listener.ts, its own chunk): the
// approvals inbox follows decisions and requests by others without a reload. Null until every
// workspace has answered, and while a listener is failing (the inbox keeps what it read).

import { useEffect, useState } from 'react';
import type { Post } from '../../firebase/posts/post-types';

export function useLiveReview(
  workspaceIds: readonly string[],
): ReadonlyMap<string, readonly Post[]> | null {
  const [value, setValue] = useState<ReadonlyMap<string, Post[]> | null>(null);
  const key = workspaceIds.join('/');
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    import('../../firebase/review/review-listener').then(
      ({ watchPostsInReview }) => {
        if (!left) stop = watchPostsInReview(key === '' ? [] : key.split('/'), setValue);
      },
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [key]);
  return value;
}
