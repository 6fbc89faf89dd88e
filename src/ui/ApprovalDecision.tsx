// The approver's part of a post in review, wherever it is shown: a comment, Approve, and
// Request changes (which needs the comment). It owns the decision's idempotency key, so every
// screen retries a decision the same way; the screen supplies the words and the call.

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId, useRef, useState } from 'react';
import { decisionKeys } from '../lib/decision-keys';

export type Decision = 'approved' | 'changes_requested';

export interface ApprovalDecisionLabels {
  comment: MessageDescriptor;
  approve: MessageDescriptor;
  requestChanges: MessageDescriptor;
  /** Shown at the comment when changes are requested without one. */
  commentRequired: MessageDescriptor;
}

export function ApprovalDecision({
  labels,
  busy = false,
  onDecide,
}: {
  labels: ApprovalDecisionLabels;
  /** True while the screen is busy with something else the decision must wait for. */
  busy?: boolean;
  /** Sends the decision with the trimmed comment under the key for this intent. */
  onDecide: (decision: Decision, comment: string, requestId: string) => Promise<void>;
}) {
  const { _ } = useLingui();
  const id = useId();
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const keyOf = useRef(decisionKeys()).current;

  async function decide(decision: Decision) {
    const note = comment.trim();
    if (decision === 'changes_requested' && note === '') {
      setProblem(_(labels.commentRequired));
      document.getElementById(`${id}-comment`)?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await onDecide(decision, note, keyOf(decision, note));
    } finally {
      setSending(false);
    }
  }

  const disabled = busy || sending;
  return (
    <div className="form approval-decision">
      <label htmlFor={`${id}-comment`}>{_(labels.comment)}</label>
      <textarea
        id={`${id}-comment`}
        rows={2}
        maxLength={2000}
        value={comment}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setComment(event.currentTarget.value);
          setProblem(null);
        }}
      />
      {problem ? (
        <span className="field-error" id={`${id}-problem`} role="alert">
          {problem}
        </span>
      ) : null}
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          disabled={disabled}
          onClick={() => decide('approved')}
        >
          {_(labels.approve)}
        </button>
        <button
          type="button"
          className="button"
          disabled={disabled}
          onClick={() => decide('changes_requested')}
        >
          {_(labels.requestChanges)}
        </button>
      </div>
    </div>
  );
}
