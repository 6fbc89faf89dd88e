// A save refused because someone saved the post after the form was opened: who and when, their
// text beside the person's own, and the three ways on. Nothing is written until they choose.

import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { PostConflict } from '../../../firebase/posts/post-writes';
import { useModalDialog } from '../../../ui/dialogs/use-modal-dialog';
import { conflictMessages as m } from './conflict-messages';

export function ConflictDialog({
  conflict,
  mine,
  locale,
  onKeepTheirs,
  onKeepMine,
  onMerge,
}: {
  conflict: PostConflict;
  mine: string;
  locale: string;
  onKeepTheirs: () => void;
  onKeepMine: () => void;
  onMerge: () => void;
}) {
  const { _ } = useLingui();
  const ref = useModalDialog();
  const titleId = useId();
  const when = conflict.at
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        conflict.at,
      )
    : '';
  return (
    <dialog
      ref={ref}
      className="composer-conflict"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape is no choice here: the save stays undone until one is made.
        event.preventDefault();
      }}
    >
      <h3 id={titleId}>{_(m.title)}</h3>
      <p role="alert">
        {conflict.by
          ? _({ ...m.changedBy, values: { name: conflict.by, when } })
          : _({ ...m.changedAt, values: { when } })}{' '}
        <small className="error-code">{conflict.code}</small>
      </p>
      <div className="conflict-texts">
        <section aria-label={_(m.theirs)}>
          <h4>{_(m.theirs)}</h4>
          <p className="conflict-text" data-side="theirs">
            {conflict.theirs.text}
          </p>
        </section>
        <section aria-label={_(m.mine)}>
          <h4>{_(m.mine)}</h4>
          <p className="conflict-text" data-side="mine">
            {mine}
          </p>
        </section>
      </div>
      <div className="actions">
        <button type="button" className="button" onClick={onKeepTheirs}>
          {_(m.keepTheirs)}
        </button>
        <button type="button" className="button" onClick={onMerge}>
          {_(m.merge)}
        </button>
        <button type="button" className="button button-primary" onClick={onKeepMine}>
          {_(m.keepMine)}
        </button>
      </div>
    </dialog>
  );
}
