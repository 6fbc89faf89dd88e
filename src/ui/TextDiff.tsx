// Two versions of a post's text as one run of kept, added (ins) and removed (del) words: the
// post's history and an approver looking at a reopened post show changes the same way.

import { useLingui } from '@lingui/react';
import { diffWords } from '../lib/text-diff';

export function TextDiff({ before, after }: { before: string; after: string }) {
  return (
    <>
      {diffWords(before, after).map((part, at) =>
        part.kind === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs never reorder
          <ins key={at}>{part.text}</ins>
        ) : part.kind === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs never reorder
          <del key={at}>{part.text}</del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs never reorder
          <span key={at}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** The text a reopened post had when it was approved, if it has changed since. */
export function approvedBefore(approval: unknown, text: string): string | null {
  const before = (approval as { previousText?: unknown } | null | undefined)?.previousText;
  return typeof before === 'string' && before !== text ? before : null;
}

const changedSinceApproved = /*i18n*/ {
  id: 'approval.changedSinceApproved',
  message: 'Changed since it was approved',
};

/** On a reopened post in review: what changed since it was approved, where the decision is. */
export function ApprovedChanges({ approval, text }: { approval: unknown; text: string }) {
  const { _ } = useLingui();
  const before = approvedBefore(approval, text);
  if (before === null) return null;
  return (
    <div className="approved-changes" data-approval-diff="">
      <strong>{_(changedSinceApproved)}</strong>
      <p>
        <TextDiff before={before} after={text} />
      </p>
    </div>
  );
}
