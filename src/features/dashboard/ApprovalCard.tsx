import { useLingui } from '@lingui/react';
import { useId, useRef, useState } from 'react';
import { decidePostApproval } from '../../firebase/posts';
import { toAppError } from '../../lib/call-error';
import { trackAction } from '../../lib/telemetry/track';
import { notify } from '../../ui/notification-store';
import { dashboard as m } from './messages';
import type { WorkspacePosts } from './overview';
import { PostLine } from './PostLine';

/** A post in review: approve it, or request changes with a comment. */
export function ApprovalCard({
  item,
  canDecide,
  channelName,
  onDecided,
}: {
  item: WorkspacePosts;
  canDecide: boolean;
  channelName: (id: string) => string;
  onDecided: () => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // One key per decision: a retry after a lost reply cannot decide twice.
  const requestIds = useRef<Record<string, string>>({});

  async function decide(decision: 'approved' | 'changes_requested') {
    if (decision === 'changes_requested' && comment.trim() === '') {
      setProblem(_(m.commentRequired));
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    requestIds.current[decision] ??= crypto.randomUUID();
    try {
      await decidePostApproval(
        item.workspaceId,
        item.post.id,
        requestIds.current[decision],
        decision,
        comment.trim(),
      );
      notify(_(decision === 'approved' ? m.approved : m.changesRequested), 'success');
      trackAction(decision === 'approved' ? 'post_approved' : 'post_changes_requested');
      onDecided();
    } catch (error) {
      notify(toAppError(error)?.message ?? _(m.failed), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="card approval" data-post={item.post.id}>
      <PostLine item={item} channelName={channelName} />
      {canDecide ? (
        <div className="form">
          <label htmlFor={`${id}-comment`}>{_(m.comment)}</label>
          <textarea
            id={`${id}-comment`}
            rows={2}
            maxLength={2000}
            value={comment}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {problem ? (
            <span className="field-error" id={`${id}-problem`}>
              {problem}
            </span>
          ) : null}
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => decide('approved')}
            >
              {_(m.approve)}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => decide('changes_requested')}
            >
              {_(m.requestChanges)}
            </button>
          </div>
        </div>
      ) : (
        <p className="muted">{_(m.notApprover)}</p>
      )}
    </li>
  );
}
