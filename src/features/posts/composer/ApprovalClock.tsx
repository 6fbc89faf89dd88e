// The review clock in the composer (model/schemas/posts/approval-clock.ts): the optional
// deadline field beside "Request approval", and the note a post in review shows everyone who
// opens it (approvers included): the deadline it was asked for by, or that it is held past it.

import { useLingui } from '@lingui/react';
import { approvalClockOf } from '@model/schemas/posts/approval-clock';
import { useId } from 'react';
import { formatZoned } from '../../../lib/time-format';
import { instantOf } from '../when';
import { cm } from './clock-messages';

/** A datetime-local input's value on the workspace's clock, as the instant it names. */
export function deadlineInstant(value: string, zone: string): Date | null {
  const [date = '', time = ''] = value.split('T');
  return instantOf(date, time, zone);
}

export function ApprovalDeadlineField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: boolean;
  onChange: (value: string) => void;
}) {
  const { _ } = useLingui();
  const id = useId();
  return (
    <label className="approval-deadline" data-field="deadline">
      {_(cm.deadline)}
      <input
        type="datetime-local"
        value={value}
        aria-describedby={`${id}-hint`}
        aria-invalid={error || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="hint" id={`${id}-hint`}>
        {_(cm.deadlineHint)}
      </span>
      {error ? (
        <span className="field-error" role="alert">
          {_(cm.deadlinePassed)}
        </span>
      ) : null}
    </label>
  );
}

/** What a post in review says of its deadline; nothing without one. */
export function ApprovalClockNote({ approval, zone }: { approval: unknown; zone: string }) {
  const { _, i18n } = useLingui();
  const { deadline, heldAt } = approvalClockOf(approval);
  if (!deadline) return null;
  const when = formatZoned(deadline, i18n.locale, zone);
  return (
    <p
      className={heldAt ? 'approval-held' : 'hint'}
      data-approval-held={heldAt ? 'true' : undefined}
    >
      {heldAt ? _({ ...cm.held, values: { when } }) : _({ ...cm.dueBy, values: { when } })}
    </p>
  );
}
