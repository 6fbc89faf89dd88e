// Back to the post a person was writing: after a session that ended, a sign-in or a reload, the
// posts page opens the draft this account kept last (src/lib/kept-drafts.ts) in its workspace,
// and the composer puts the kept text back and says so. Once per visit of the page, and not
// when the address already names a post to open.

import { useEffect, useRef } from 'react';
import { latestKeptDraft } from '../../../lib/kept-drafts';

export function useKeptReturn({
  uid,
  workspaceIds,
  linksPost,
  open,
}: {
  uid: string | null;
  /** The workspaces the person may open; null while they load. */
  workspaceIds: readonly string[] | null;
  linksPost: boolean;
  open: (workspaceId: string, postId: string | null) => void;
}): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !uid || workspaceIds === null) return;
    done.current = true;
    if (linksPost) return;
    const kept = latestKeptDraft(uid);
    if (kept && workspaceIds.includes(kept.workspaceId)) open(kept.workspaceId, kept.postId);
  }, [uid, workspaceIds, linksPost, open]);
}
