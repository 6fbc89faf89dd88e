import { useLingui } from '@lingui/react';
import { decidePostApproval } from '../../../firebase/post-calls';
import type { DecidePostApprovalInput } from '../../../lib/schemas/posts';
import { notify } from '../../../ui/notification-store';
import { m } from '../messages';
import { decisionId, setComment } from './store';
import { useComposer } from './use-composer';

type Decision = DecidePostApprovalInput['decision'];

/** An approver's decision on the post: approve, or request changes with a comment. */
export function ApprovalDecision({
  workspaceId,
  postId,
  onDecide,
}: {
  workspaceId: string;
  postId: string;
  /** Runs the decision as a composer step (busy state, notice, closing). */
  onDecide: (action: () => Promise<string>) => void;
}) {
  const { _ } = useLingui();
  const { comment, busy } = useComposer();
  const decide = (decision: Decision) =>
    onDecide(async () => {
      const note = comment.trim();
      await decidePostApproval(workspaceId, postId, decisionId(decision, note), decision, note);
      return _(m.decided);
    });
  return (
    <fieldset>
      <label className="posts-field">
        {_(m.comment)}
        <textarea value={comment} maxLength={2000} onChange={(e) => setComment(e.target.value)} />
      </label>
      <div className="composer-actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            if (!comment.trim()) {
              notify(_(m.needComment), 'error');
              return;
            }
            decide('changes_requested');
          }}
        >
          {_(m.requestChanges)}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => decide('approved')}
        >
          {_(m.approve)}
        </button>
      </div>
    </fieldset>
  );
}
