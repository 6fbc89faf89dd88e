import { useLingui } from '@lingui/react';
import { decidePostApproval } from '../../../firebase/posts/post-calls';
import { ApprovalDecision } from '../../../ui/ApprovalDecision';
import { ApprovedChanges } from '../../../ui/TextDiff';
import { m } from '../messages';
import { useComposer } from './use-composer';

const labels = {
  comment: m.comment,
  approve: m.approve,
  requestChanges: m.requestChanges,
  commentRequired: m.needComment,
};

/** An approver's decision on the post in the composer, run as a composer step. */
export function PostDecision({
  workspaceId,
  postId,
  approval,
  text,
  onDecide,
}: {
  workspaceId: string;
  postId: string;
  /** The post's approval as stored: a reopened post shows what changed since it was approved. */
  approval: unknown;
  text: string;
  /** Runs the decision as a composer step (busy state, notice, closing). */
  onDecide: (action: () => Promise<string>) => Promise<void>;
}) {
  const { _ } = useLingui();
  const { busy } = useComposer();
  return (
    <fieldset>
      <ApprovedChanges approval={approval} text={text} />
      <ApprovalDecision
        labels={labels}
        busy={busy}
        onDecide={(decision, comment, requestId) =>
          onDecide(async () => {
            await decidePostApproval(workspaceId, postId, requestId, decision, comment);
            return _(m.decided);
          })
        }
      />
    </fieldset>
  );
}
